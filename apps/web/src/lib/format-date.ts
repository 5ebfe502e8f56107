/*
 * Every date and time the app shows is formatted here. Intl rather than date-fns' format, which
 * would bring its locale data along. Most texts follow the browser's language; the few whose
 * wording the spec fixes in English (the greeting's date, the plan's renewal) use en-US.
 */

/**
 * Each formatter is made the first time it is used: making one takes a few milliseconds (its
 * locale's data), and the 16 of them made as the module loaded were 0.2 s of a phone's first
 * dashboard load in Lighthouse's throttling (issue 27), most of them for screens not shown yet.
 */
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}
const local = (options: Intl.DateTimeFormatOptions) => formatter(undefined, options);
const english = (options: Intl.DateTimeFormatOptions) => formatter('en-US', options);

const time = local({ hour: 'numeric', minute: '2-digit' });
const hourOnly = local({ hour: 'numeric' });
const due = local({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dueWithYear = local({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortDay = local({ weekday: 'short', month: 'short', day: 'numeric' });
const shortDayWithYear = local({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const longDay = local({ weekday: 'long', month: 'long', day: 'numeric' });
const longDayWithYear = local({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = local({ month: 'short', day: 'numeric', year: 'numeric' });
const monthYear = local({ month: 'long', year: 'numeric' });
const shortMonth = local({ month: 'short' });
const narrowWeekday = local({ weekday: 'narrow' });
const shortWeekday = local({ weekday: 'short' });
const englishWeekdayDate = english({ weekday: 'long', month: 'long', day: 'numeric' });
const englishLongDate = english({ month: 'long', day: 'numeric', year: 'numeric' });
const englishShortDate = english({ month: 'short', day: 'numeric', year: 'numeric' });

/** 'Fri, Nov 21, 11:59 PM' (with the year when it is not this year's); null when undated. */
export function formatDue(dueDate: string | null, now: Date): string | null {
  if (!dueDate) return null;
  const at = new Date(dueDate);
  if (Number.isNaN(at.getTime())) return null;
  return (at.getFullYear() === now.getFullYear() ? due : dueWithYear)().format(at);
}

/** 'Fri, Nov 21' (with the year when it is not `now`'s). */
export function formatShortDay(day: Date, now: Date): string {
  return (day.getFullYear() === now.getFullYear() ? shortDay : shortDayWithYear)().format(day);
}

/** '7 AM': an hour of the day (0-23), as a time grid labels its rows. */
export const formatHour = (hour: number) => hourOnly().format(new Date(2000, 0, 1, hour));

/** '3:45 PM'. */
export const formatTime = (at: Date) => time().format(at);

/** 'Fri, Nov 27'. */
export const formatWeekdayDate = (day: Date) => shortDay().format(day);

/** 'Monday, November 23', with the year when `now` is given and in another year. */
export function formatLongDay(day: Date, now?: Date): string {
  return (now && day.getFullYear() !== now.getFullYear() ? longDayWithYear : longDay)().format(day);
}

/** 'Monday, November 23, 2026'. */
export const formatFullDate = (day: Date) => longDayWithYear().format(day);

/** 'Nov 23, 2026'. */
export const formatShortDate = (day: Date) => shortDate().format(day);

/** 'November 2026'. */
export const formatMonthYear = (day: Date) => monthYear().format(day);

/** 'Nov 22 – 28, 2026'. */
export const formatDateRange = (start: Date, end: Date) => shortDate().formatRange(start, end);

/** 'Nov'. */
export const formatShortMonth = (day: Date) => shortMonth().format(day);

/** 'M' and 'Mon'. */
export const formatNarrowWeekday = (day: Date) => narrowWeekday().format(day);
export const formatShortWeekday = (day: Date) => shortWeekday().format(day);

/** '23': the day of the month in digits, as calendars show it in every language. */
export const formatDayOfMonth = (day: Date) => String(day.getDate());

/** 'Monday, November 23' (spec 3's greeting). */
export const formatEnglishWeekdayDate = (day: Date) => englishWeekdayDate().format(day);

/** 'November 21, 2026' and 'Nov 21, 2026' (spec 4's plan texts). */
export const formatEnglishLongDate = (day: Date) => englishLongDate().format(day);
export const formatEnglishShortDate = (day: Date) => englishShortDate().format(day);
