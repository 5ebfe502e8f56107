import { formatLongDay, formatTime } from '@/lib/format-date';

/* The optimizer answers wall-clock text ('2026-11-24', '15:30'); shown in the browser's style. */

function wallClock(date: string, time = '00:00'): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hour, minute);
}

export const planDay = (date: string, now: Date) => formatLongDay(wallClock(date), now);

export const planTimes = (date: string, start: string, end: string) =>
  `${formatTime(wallClock(date, start))} – ${formatTime(wallClock(date, end))}`;
