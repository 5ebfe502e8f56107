import { instantToLocalDateTime } from '@assignd/core';
import type { PlannerEvent } from '@assignd/schemas';
import { formatDue, formatShortDay, formatTime } from '@/lib/format-date';

/*
 * An event's time as the lists show it ('6:00 PM-7:30 PM · Gym'), with a longer event's end day.
 * The forms' side is event-time-form.ts.
 */

/** '6:00 PM', '6:00 PM-7:30 PM' or 'All day'; null when the event has no date. */
function eventTimeText(event: PlannerEvent, now: Date): string | null {
  if (!event.eventDate) return null;
  if (event.allDay) return 'All day';
  const start = new Date(event.eventDate);
  if (!event.endDate) return formatTime(start);
  const end = new Date(event.endDate);
  const sameDay = instantToLocalDateTime(end).date === instantToLocalDateTime(start).date;
  return `${formatTime(start)}-${sameDay ? formatTime(end) : formatDue(event.endDate, now)}`;
}

/** The time and place together: '6:00 PM-7:30 PM · Gym'. */
export function eventWhenWhere(event: PlannerEvent, now: Date): string | null {
  const parts = [eventTimeText(event, now), event.location].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The day first, for a list not grouped by day: 'Thu, Nov 19 · 6:00 PM-7:30 PM · Gym'. */
export function eventDayWhenWhere(event: PlannerEvent, now: Date): string {
  const day = event.eventDate ? formatShortDay(new Date(event.eventDate), now) : null;
  return [day, eventWhenWhere(event, now)].filter(Boolean).join(' · ');
}
