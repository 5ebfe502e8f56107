import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignments } from '../assignments/table';
import { classes } from '../classes/table';
import { events } from '../events/table';
import { calendarFeeds } from './table';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type CalendarFeedChanges = Partial<
  Pick<CalendarFeedRow, 'includeCompleted' | 'includeSchedule' | 'timeZone'>
>;

export interface FeedWindow {
  from: Date;
  to: Date;
  limit: number;
}

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

    /** Assignments due in the window, soonest first, with their class's name. */
    assignments(userId: string, window: FeedWindow, includeCompleted: boolean) {
      return db
        .select({
          id: assignments.id,
          title: assignments.title,
          description: assignments.description,
          dueDate: assignments.dueDate,
          category: assignments.category,
          completed: assignments.completed,
          updatedAt: assignments.updatedAt,
          className: classes.name,
        })
        .from(assignments)
        .leftJoin(classes, and(eq(classes.id, assignments.classId), eq(classes.userId, userId)))
        .where(
          and(
            eq(assignments.userId, userId),
            isNotNull(assignments.dueDate),
            between(assignments.dueDate, window.from, window.to),
            includeCompleted ? undefined : eq(assignments.completed, false),
          ),
        )
        .orderBy(asc(assignments.dueDate), asc(assignments.id))
        .limit(window.limit);
    },

    /** Events dated in the window, soonest first. */
    events(userId: string, window: FeedWindow) {
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
    },

    classNames(userId: string) {
      return db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(eq(classes.userId, userId));
    },
  };
}
