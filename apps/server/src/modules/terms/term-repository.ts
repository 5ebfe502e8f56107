import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inBatches } from '../../platform/batch';
import { after, type Position, positionOf } from '../../platform/keyset';
import { idTaken } from '../../platform/offline-edits';
import { terms } from './table';

export type TermRow = typeof terms.$inferSelect;
export type TermValues = Omit<typeof terms.$inferInsert, 'userId' | 'updatedAt'>;
type TermChanges = Partial<Omit<TermValues, 'id' | 'createdAt'>>;

/** Every query takes the student's id first and filters on it: no student reads another's rows. */
export function termRepository(db: Executor) {
  const owned = (userId: string, id: string) => and(eq(terms.userId, userId), eq(terms.id, id));

  return {
    list(userId: string): Promise<TermRow[]> {
      return db
        .select()
        .from(terms)
        .where(eq(terms.userId, userId))
        .orderBy(desc(terms.startDate), desc(terms.id));
    },

    /** Up to `limit` rows after `from`, newest first, each with its position. */
    page(
      userId: string,
      limit: number,
      from?: Position,
    ): Promise<{ row: TermRow; position: string }[]> {
      return db
        .select({ row: terms, position: positionOf(terms) })
        .from(terms)
        .where(and(eq(terms.userId, userId), after(terms, from)))
        .orderBy(desc(terms.createdAt), desc(terms.id))
        .limit(limit);
    },

    async find(userId: string, id: string, lock = false): Promise<TermRow | undefined> {
      const query = db.select().from(terms).where(owned(userId, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Whether the term is the student's, locked so it cannot go before the write that needs it. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: terms.id })
        .from(terms)
        .where(owned(userId, id))
        .for('key share');
      return rows.length > 0;
    },

    async create(userId: string, values: TermValues, id?: string): Promise<TermRow> {
      const [row] = await db
        .insert(terms)
        .values({ ...values, userId, ...(id === undefined ? {} : { id }) })
        .onConflictDoNothing({ target: terms.id })
        .returning();
      if (!row) throw idTaken();
      return row;
    },

    /** Puts a deleted row back under its old id; undefined when the id is taken. */
    async restore(
      userId: string,
      values: TermValues & { id: string },
    ): Promise<TermRow | undefined> {
      const [row] = await db
        .insert(terms)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: terms.id })
        .returning();
      return row;
    },

    async insertMany(userId: string, values: readonly TermValues[]): Promise<void> {
      for (const batch of inBatches(values)) {
        await db.insert(terms).values(batch.map((row) => ({ ...row, userId })));
      }
    },

    async update(userId: string, id: string, changes: TermChanges): Promise<TermRow | undefined> {
      const [row] = await db.update(terms).set(changes).where(owned(userId, id)).returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<TermRow | undefined> {
      const [row] = await db.delete(terms).where(owned(userId, id)).returning();
      return row;
    },

    /** Which of these ids are the student's terms. */
    async owned(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: terms.id })
        .from(terms)
        .where(and(eq(terms.userId, userId), inArray(terms.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(terms).where(eq(terms.userId, userId));
    },
  };
}

export type TermRepository = ReturnType<typeof termRepository>;
