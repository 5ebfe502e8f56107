import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DatedWindow } from '../../platform/dated-window';
import { events } from './table';

/** One student's events dated in the window, soonest first. */
export function datedEvents(db: Executor, userId: string, window: DatedWindow) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.userId, userId),
        isNotNull(events.eventDate),
        between(events.eventDate, window.from, window.to),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(window.limit);
}
