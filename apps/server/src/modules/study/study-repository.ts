import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { flashcards, studySets } from './table';

export function studyRepository(db: Executor) {
  return {
    async deleteFlashcardsOf(userId: string): Promise<void> {
      await db.delete(flashcards).where(eq(flashcards.userId, userId));
    },

    async deleteStudySetsOf(userId: string): Promise<void> {
      await db.delete(studySets).where(eq(studySets.userId, userId));
    },
  };
}
