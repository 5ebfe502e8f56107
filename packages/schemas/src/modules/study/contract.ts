import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { backupFlashcardSchema, flashcardSchema, studySetSchema } from '../../responses';

/** A backup's cards carry everything their schedule needs to come back as it was. */
export const studyContract = moduleContract({
  realtime: { study_sets: studySetSchema, flashcards: flashcardSchema },
  backup: {
    studySets: { row: studySetSchema, restored: z.int() },
    flashcards: { row: backupFlashcardSchema, restored: z.int() },
  },
  quotas: {
    studySets: { limit: 500, noun: 'study sets' },
    // At a backup's row limit (RESTORE_ROWS_MAX), so every account can restore its own file.
    flashcards: { limit: 5000, noun: 'flashcards' },
  },
});
