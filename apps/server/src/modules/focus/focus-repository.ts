import { and, asc, desc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inBatches } from '../../platform/batch';
import { assignments } from '../assignments/public';
import { focusSessions } from './table';

export type FocusRow = typeof focusSessions.$inferSelect;
export type FocusValues = Omit<typeof focusSessions.$inferInsert, 'id' | 'userId'>;
/** A session with the class of its assignment, which the chart per class groups by. */
export interface FocusRowWithClass {
  row: FocusRow;
  classId: string | null;
}

export function focusRepository(db: Executor) {
  // Joined on the owner too, so a class id can only ever come from the student's own assignment.
  const withClass = (userId: string) =>
    db
      .select({ row: focusSessions, classId: assignments.classId })
      .from(focusSessions)
      .leftJoin(
        assignments,
        and(eq(assignments.id, focusSessions.assignmentId), eq(assignments.userId, userId)),
      );

  return {
    async find(userId: string, id: string): Promise<FocusRowWithClass | undefined> {
      const [found] = await withClass(userId).where(
        and(eq(focusSessions.userId, userId), eq(focusSessions.id, id)),
      );
      return found;
    },

    /** Sessions started in [from, to), oldest first, at most `limit`. */
    inRange(userId: string, from: Date, to: Date, limit: number): Promise<FocusRowWithClass[]> {
      return withClass(userId)
        .where(
          and(
            eq(focusSessions.userId, userId),
            gte(focusSessions.startedAt, from),
            lt(focusSessions.startedAt, to),
          ),
        )
        .orderBy(asc(focusSessions.startedAt), asc(focusSessions.id))
        .limit(limit);
    },

    /** The newest `limit` sessions, newest first. */
    newest(userId: string, limit: number): Promise<FocusRowWithClass[]> {
      return withClass(userId)
        .where(eq(focusSessions.userId, userId))
        .orderBy(desc(focusSessions.startedAt), desc(focusSessions.id))
        .limit(limit);
    },

    async overlaps(userId: string, startedAt: Date, endedAt: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: focusSessions.id })
        .from(focusSessions)
        .where(
          and(
            eq(focusSessions.userId, userId),
            lt(focusSessions.startedAt, endedAt),
            gt(focusSessions.endedAt, startedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The start of each session: restore skips a session the student already has. */
    async startsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ startedAt: focusSessions.startedAt })
        .from(focusSessions)
        .where(eq(focusSessions.userId, userId));
      return rows.map((row) => row.startedAt.toISOString());
    },

    async create(userId: string, values: FocusValues): Promise<FocusRow> {
      const [row] = await db
        .insert(focusSessions)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('Inserting into focus_sessions returned no row');
      return row;
    },

    async insertMany(userId: string, values: readonly FocusValues[]): Promise<void> {
      for (const batch of inBatches(values)) {
        await db.insert(focusSessions).values(batch.map((row) => ({ ...row, userId })));
      }
    },

    /** The sessions spent on an assignment, which its delete leaves untied. */
    async tiedTo(userId: string, assignmentId: string): Promise<string[]> {
      const rows = await db
        .select({ id: focusSessions.id })
        .from(focusSessions)
        .where(and(eq(focusSessions.userId, userId), eq(focusSessions.assignmentId, assignmentId)));
      return rows.map((row) => row.id);
    },

    /**
     * Ties these sessions to the assignment again (undo of its delete), leaving any the student
     * has tied to another assignment since; answers which were tied.
     */
    async retie(userId: string, ids: readonly string[], assignmentId: string): Promise<string[]> {
      const tied: string[] = [];
      for (const batch of inBatches(ids)) {
        const rows = await db
          .update(focusSessions)
          .set({ assignmentId })
          .where(
            and(
              eq(focusSessions.userId, userId),
              inArray(focusSessions.id, [...batch]),
              isNull(focusSessions.assignmentId),
            ),
          )
          .returning({ id: focusSessions.id });
        tied.push(...rows.map((row) => row.id));
      }
      return tied;
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(focusSessions).where(eq(focusSessions.userId, userId));
    },
  };
}

export type FocusRepository = ReturnType<typeof focusRepository>;
