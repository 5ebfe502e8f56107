import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DatedWindow } from '../../platform/dated-window';
import { datedAssignments } from '../assignments/public';
import { classes } from '../classes/public';
import { datedEvents } from '../events/public';
import { calendarFeeds } from './table';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type CalendarFeedChanges = Partial<
  Pick<CalendarFeedRow, 'includeCompleted' | 'includeSchedule' | 'timeZone'>
>;

export type FeedWindow = DatedWindow;

export function calendarFeedRepository(db: Executor) {
  return {
    async find(userId: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },

    /** The feed whose token hashes to `tokenHash`: the one lookup not scoped by a session. */
    async findByTokenHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row;
    },

    /** Creates the feed, or keeps the one a racing request made first. */
    async create(
      userId: string,
      values: { tokenHash: string; secretNonce: string },
    ): Promise<CalendarFeedRow> {
      await db
        .insert(calendarFeeds)
        .values({ userId, ...values })
        .onConflictDoNothing({ target: calendarFeeds.userId });
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      if (!row) throw new Error('Creating a calendar feed returned no row');
      return row;
    },

    async update(
      userId: string,
      changes: CalendarFeedChanges & { tokenHash?: string; secretNonce?: string },
    ): Promise<CalendarFeedRow | undefined> {
      const [row] = await db
        .update(calendarFeeds)
        .set(changes)
        .where(eq(calendarFeeds.userId, userId))
        .returning();
      return row;
    },

    /** Assignments due in the window, soonest first, with their class. */
    assignments: (userId: string, window: FeedWindow, includeCompleted: boolean) =>
      datedAssignments(db, userId, window, includeCompleted),

    /** Events dated in the window, soonest first. */
    events: (userId: string, window: FeedWindow) => datedEvents(db, userId, window),

    classNames(userId: string) {
      return db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(eq(classes.userId, userId));
    },
  };
}
