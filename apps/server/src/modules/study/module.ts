import type { Flashcard, StudySet } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { flashcards, studySets } from './table';
import { ownedRowsQuota, serverModule } from '../../platform/server-module';
import { flashcardRepository } from './flashcard-repository';
import {
  exportFlashcards,
  exportStudySets,
  restoreFlashcards,
  restoreStudySets,
} from './study-backup';
import { toFlashcard, toStudySet } from './study-mappers';
import { studyRoutes } from './study-routes';
import { studySetRepository } from './study-set-repository';

async function readStudySet(
  db: Database,
  userId: string,
  id: string,
): Promise<StudySet | undefined> {
  const row = await studySetRepository(db).findWithCounts(userId, id, new Date());
  return row && toStudySet(row);
}

async function readFlashcard(
  db: Database,
  userId: string,
  id: string,
): Promise<Flashcard | undefined> {
  const row = await flashcardRepository(db).find(userId, id);
  return row && toFlashcard(row);
}

// Two modules because a module sends the changes of one table; the routes of both live in the first.
export const studySetsModule = serverModule({
  name: 'study-sets',
  repositories: { studySets: studySetRepository },
  routes: studyRoutes,
  pro: 'flashcards',
  publicRoutes: null,
  realtime: { table: 'study_sets', readRow: readStudySet },
  quota: ownedRowsQuota('studySets', studySets),
  // Spec 7: flashcards, then study sets, before anything else.
  clearAll: {
    order: 1,
    clear: async (tx, userId) => {
      await flashcardRepository(tx).deleteAllOf(userId);
      await studySetRepository(tx).deleteAllOf(userId);
    },
  },
  backup: {
    key: 'studySets',
    restoreOrder: 5,
    export: exportStudySets,
    restore: restoreStudySets,
  },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});

export const flashcardsModule = serverModule({
  name: 'flashcards',
  repositories: { flashcards: flashcardRepository },
  routes: null,
  pro: 'flashcards',
  publicRoutes: null,
  realtime: { table: 'flashcards', readRow: readFlashcard },
  quota: ownedRowsQuota('flashcards', flashcards),
  clearAll: { skipped: 'the study sets part clears flashcards with their sets' },
  // After the study sets, whose new ids its rows are filed under.
  backup: {
    key: 'flashcards',
    restoreOrder: 6,
    export: exportFlashcards,
    restore: restoreFlashcards,
  },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
