import type { CardReviewLog, CardSchedule } from '@assignd/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inBatches } from '../../platform/batch';
import { flashcardReviews, flashcards } from './table';

export type FlashcardRow = typeof flashcards.$inferSelect;
export type FlashcardValues = Pick<
  typeof flashcards.$inferInsert,
  'studySetId' | 'front' | 'back'
> &
  Partial<CardSchedule> & { createdAt?: Date };
export type FlashcardChanges = Partial<Pick<FlashcardValues, 'front' | 'back'>>;

export function flashcardRepository(db: Executor) {
  const owned = (userId: string, id: string) =>
    and(eq(flashcards.userId, userId), eq(flashcards.id, id));

  return {
    /** Oldest first (spec 7). */
    listOfSet(userId: string, studySetId: string): Promise<FlashcardRow[]> {
      return db
        .select()
        .from(flashcards)
        .where(and(eq(flashcards.userId, userId), eq(flashcards.studySetId, studySetId)))
        .orderBy(asc(flashcards.createdAt), asc(flashcards.id));
    },

    listAll(userId: string): Promise<FlashcardRow[]> {
      return db
        .select()
        .from(flashcards)
        .where(eq(flashcards.userId, userId))
        .orderBy(asc(flashcards.createdAt), asc(flashcards.id));
    },

    async find(
      userId: string,
      id: string,
      options: { lock?: boolean } = {},
    ): Promise<FlashcardRow | undefined> {
      const query = db.select().from(flashcards).where(owned(userId, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** Inserts in the order given, each row once, and answers them in that order. */
    async insertMany(userId: string, values: readonly FlashcardValues[]): Promise<FlashcardRow[]> {
      const rows: FlashcardRow[] = [];
      for (const batch of inBatches(values)) {
        rows.push(
          ...(await db
            .insert(flashcards)
            .values(batch.map((row) => ({ ...row, userId })))
            .returning()),
        );
      }
      return rows;
    },

    /**
     * Inserts cards made together, each a microsecond after the one before from the transaction's
     * time (the column's default), so the oldest-first list keeps their order.
     */
    async insertInOrder(
      userId: string,
      values: readonly Omit<FlashcardValues, 'createdAt'>[],
    ): Promise<FlashcardRow[]> {
      const rows: FlashcardRow[] = [];
      for (const batch of inBatches(values)) {
        const first = rows.length;
        rows.push(
          ...(await db
            .insert(flashcards)
            .values(
              batch.map((row, index) => ({
                ...row,
                userId,
                createdAt: sql`now() + ${first + index} * interval '1 microsecond'`,
              })),
            )
            .returning()),
        );
      }
      return rows;
    },

    async update(
      userId: string,
      id: string,
      changes: FlashcardChanges | CardSchedule,
    ): Promise<FlashcardRow | undefined> {
      const [row] = await db.update(flashcards).set(changes).where(owned(userId, id)).returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<FlashcardRow | undefined> {
      const [row] = await db.delete(flashcards).where(owned(userId, id)).returning();
      return row;
    },

    async logReview(userId: string, flashcardId: string, log: CardReviewLog): Promise<void> {
      await db.insert(flashcardReviews).values({ ...log, userId, flashcardId });
    },

    async deleteAllOf(userId: string): Promise<void> {
      // The review log goes with its cards (on delete cascade); said here so the order is plain.
      await db.delete(flashcardReviews).where(eq(flashcardReviews.userId, userId));
      await db.delete(flashcards).where(eq(flashcards.userId, userId));
    },
  };
}
