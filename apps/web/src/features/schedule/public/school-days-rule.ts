import {
  countsEveryDay,
  plural,
  SCHOOL_WEEKDAYS_DEFAULT,
  WEEKDAY_NAMES,
  type SchoolCalendar,
} from '@assignd/core';

/** Names the counting rule in use, so a restored every-day rotation is never a surprise. */
export function schoolDaysRule(calendar: SchoolCalendar): string {
  const holidays = calendar.holidays?.length ?? 0;
  const skipping = holidays > 0 ? `, skipping ${plural(holidays, 'holiday')}` : '';
  if (countsEveryDay(calendar)) return `Counts every day, weekends included${skipping}`;
  const weekdays = (calendar.schoolWeekdays ?? SCHOOL_WEEKDAYS_DEFAULT)
    .map((day) => (WEEKDAY_NAMES[day] ?? '').slice(0, 3))
    .join(', ');
  return `Counts school days only: ${weekdays}${skipping}`;
}
