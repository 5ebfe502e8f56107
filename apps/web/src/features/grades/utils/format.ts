/** A percent as the screens show it: up to 2 decimals, or a dash when nothing is graded. */
export const formatPercent = (percent: number | null): string =>
  percent === null ? '—' : `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** A GPA to 2 decimals (3.50), or a dash when no class has a grade. */
export const formatGpa = (gpa: number | null | undefined): string =>
  gpa === null || gpa === undefined ? '—' : gpa.toFixed(2);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A term's days, 'Sep 1, 2026 – Dec 18, 2026' (calendar days, read in UTC so none shifts). */
export const formatTermDates = (startDate: string, endDate: string): string =>
  `${dayFormat.format(Date.parse(startDate))} – ${dayFormat.format(Date.parse(endDate))}`;

/** A letter as printed on a report: A− with a minus sign, not a hyphen. */
export const formatLetter = (letter: string | null): string =>
  letter === null ? '—' : letter.replace('-', '−');
