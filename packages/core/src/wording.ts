/* Small pieces of English the planner's texts share, so a count or a day reads the same everywhere. */

/** '1 card', '3 cards'; `many` for words that do not just take an s ('class' -> 'classes'). */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

/** '45 min', '1 h', '2 h 15 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS_PER_WEEK = 7;
const MS_PER_DAY = 86_400_000;

/**
 * A day on the student's calendar as a sentence names it, both given as days since 1970-01-01
 * there: 'today', 'tomorrow', 'yesterday', 'Friday' within a week either way, else 'Thu, Dec 3'.
 */
export function dayLabel(day: number, today: number): string {
  if (day === today) return 'today';
  if (day === today + 1) return 'tomorrow';
  if (day === today - 1) return 'yesterday';
  // Epoch day numbers are UTC midnights, so the UTC fields are the calendar's own.
  const date = new Date(day * MS_PER_DAY);
  const weekday = WEEKDAYS[date.getUTCDay()] ?? '';
  if (Math.abs(day - today) < DAYS_PER_WEEK) return weekday;
  return `${weekday.slice(0, 3)}, ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}`;
}
