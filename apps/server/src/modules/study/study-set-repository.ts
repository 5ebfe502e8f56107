import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inBatches } from '../../platform/batch';
import { flashcards, studySets } from './table';

export type StudySetRow = typeof studySets.$inferSelect;
export type StudySetValues = Pick<
  typeof studySets.$inferInsert,
  'id' | 'title' | 'description' | 'createdAt' | 'lastStudiedAt'
>;
export type StudySetChanges = Partial<Pick<StudySetValues, 'title' | 'description'>>;

/** A set with its cards counted at one instant. */
export type StudySetWithCounts = StudySetRow & {
  cardCount: number;
  dueCount: number;
  newCount: number;
};

export function studySetRepository(db: Executor) {
  const owned = (userId: string, id: string) =>
    and(eq(studySets.userId, userId), eq(studySets.id, id));

  // Counted in the database, by the rule of isDue and setCounts in @assignd/core (a new card is
  // new, never due; one still in its learning steps is due until it graduates to 'review'): a set
  // of thousands of cards is never read card by card for a list.
  const withCounts = (now: Date) =>
    db
      .select({
        set: studySets,
        cardCount: sql<number>`count(${flashcards.id})::int`,
        dueCount: sql<number>`(count(*) filter (where ${flashcards.state} <> 'new' and (${flashcards.state} <> 'review' or ${flashcards.due} <= ${now.toISOString()}::timestamptz)))::int`,
        newCount: sql<number>`(count(*) filter (where ${flashcards.state} = 'new'))::int`,
      })
      .from(studySets)
      .leftJoin(
        flashcards,
        and(eq(flashcards.studySetId, studySets.id), eq(flashcards.userId, studySets.userId)),
      );

  const flatten = (
    rows: { set: StudySetRow; cardCount: number; dueCount: number; newCount: number }[],
  ) => rows.map(({ set, ...counts }) => ({ ...set, ...counts }));

  return {
    /** Newest first (spec 7). */
    async list(userId: string, now: Date): Promise<StudySetWithCounts[]> {
      return flatten(
        await withCounts(now)
          .where(eq(studySets.userId, userId))
          .groupBy(studySets.id)
          .orderBy(desc(studySets.createdAt), desc(studySets.id)),
      );
    },

    async findWithCounts(
      userId: string,
      id: string,
      now: Date,
    ): Promise<StudySetWithCounts | undefined> {
      const [row] = flatten(await withCounts(now).where(owned(userId, id)).groupBy(studySets.id));
      return row;
    },

    async find(userId: string, id: string): Promise<StudySetRow | undefined> {
      const [row] = await db.select().from(studySets).where(owned(userId, id));
      return row;
    },

    /** Oldest first, for the backup file, which keeps the order the student made them in. */
    listPlain(userId: string): Promise<StudySetRow[]> {
      return db
        .select()
        .from(studySets)
        .where(eq(studySets.userId, userId))
        .orderBy(asc(studySets.createdAt), asc(studySets.id));
    },

    async create(userId: string, values: StudySetValues): Promise<StudySetRow> {
      const [row] = await db
        .insert(studySets)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('Inserting into study_sets returned no row');
      return row;
    },

    async update(
      userId: string,
      id: string,
      changes: StudySetChanges,
    ): Promise<StudySetRow | undefined> {
      const [row] = await db.update(studySets).set(changes).where(owned(userId, id)).returning();
      return row;
    },

    async markStudied(userId: string, id: string, at: Date): Promise<void> {
      await db.update(studySets).set({ lastStudiedAt: at }).where(owned(userId, id));
    },

    async delete(userId: string, id: string): Promise<StudySetRow | undefined> {
      const [row] = await db.delete(studySets).where(owned(userId, id)).returning();
      return row;
    },

    async insertMany(userId: string, values: readonly StudySetValues[]): Promise<void> {
      for (const batch of inBatches(values)) {
        await db.insert(studySets).values(batch.map((row) => ({ ...row, userId })));
      }
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(studySets).where(eq(studySets.userId, userId));
    },
  };
}
