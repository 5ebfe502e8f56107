/* Ordering helpers shared by the assignment and agenda rules; internal to the package. */

/** An ISO instant in milliseconds; null when missing or unreadable. */
export function instantOf(iso: string | null): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** Ascending, with missing values after every present one. */
export function compareMissingLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

// Made on first use: making a collator loads its locale's data (about 20 ms on a desktop, several
// times that on a phone), which every screen importing this module paid as it loaded (issue 27).
let titleCollator: Intl.Collator | undefined;

/** Titles in the reader's alphabetical order, ignoring case and accents. */
export function compareTitles(a: string, b: string): number {
  titleCollator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  return titleCollator.compare(a, b);
}
