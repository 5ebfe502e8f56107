const dueFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dueFormatWithYear = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Fri, Nov 21, 11:59 PM' (with the year when it is not this year's); null when undated. */
export function formatDue(dueDate: string | null, now: Date): string | null {
  if (!dueDate) return null;
  const due = new Date(dueDate);
  if (Number.isNaN(due.getTime())) return null;
  return (due.getFullYear() === now.getFullYear() ? dueFormat : dueFormatWithYear).format(due);
}
