// Rows out of the database become the API shapes: camelCase, ISO instants, narrowed enums.

export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const dateOrNull = (value: string | null | undefined): Date | null =>
  value ? new Date(value) : null;

/** Database checks hold these columns to the same lists, so the fallback only guards old rows. */
export function oneOf<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}
