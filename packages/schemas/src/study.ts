import { FLASHCARD_IMPORT_TEXT_MAX, FLASHCARD_RATINGS, FLASHCARD_SIDE_MAX } from '@assignd/core';
import { z } from 'zod';
import { LIMITS } from './planner';
import { text } from './text';

// ---------- study sets

const studySetFields = {
  title: text(LIMITS.title).min(1, 'Please enter a title'),
  description: text(LIMITS.longText)
    .nullish()
    .transform((value) => (value ? value : null)),
};

export const createStudySetSchema = z
  .object({ ...studySetFields, description: studySetFields.description.optional() })
  .strict();

export const updateStudySetSchema = z.object(studySetFields).partial().strict();

export type CreateStudySetInput = z.input<typeof createStudySetSchema>;
export type UpdateStudySetInput = z.input<typeof updateStudySetSchema>;

// ---------- flashcards

const flashcardFields = {
  front: text(FLASHCARD_SIDE_MAX).min(1, 'Please enter the front of the card'),
  back: text(FLASHCARD_SIDE_MAX).min(1, 'Please enter the back of the card'),
};

export const createFlashcardSchema = z.object(flashcardFields).strict();

export const updateFlashcardSchema = z.object(flashcardFields).partial().strict();

export type CreateFlashcardInput = z.input<typeof createFlashcardSchema>;
export type UpdateFlashcardInput = z.input<typeof updateFlashcardSchema>;

export const reviewFlashcardSchema = z
  .object({
    rating: z.enum(FLASHCARD_RATINGS, {
      message: `Expected one of ${FLASHCARD_RATINGS.join(', ')}`,
    }),
  })
  .strict();

/** Pasted cards, one a line; the server splits them (parsePastedCards in @assignd/core). */
export const importFlashcardsSchema = z
  .object({
    text: text(FLASHCARD_IMPORT_TEXT_MAX, { trim: false }).refine((value) => value.trim() !== '', {
      message: 'Please paste some cards',
    }),
  })
  .strict();

// ---------- quotas

/** Like QUOTAS for the planner tables: far past real use, short of weighing on the server. */
// Flashcards stop at a backup's row limit (RESTORE_ROWS_MAX), so every account can restore its own file.
export const STUDY_QUOTAS = { studySets: 500, flashcards: 5000 } as const;
export type StudyQuota = keyof typeof STUDY_QUOTAS;
const STUDY_QUOTA_NAMES: Record<StudyQuota, string> = {
  studySets: 'study sets',
  flashcards: 'flashcards',
};
const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What a create, import or restore answers once the student's study sets or cards are full. */
export const studyQuotaMessage = (table: StudyQuota) =>
  `You have reached the limit of ${count(STUDY_QUOTAS[table])} ${STUDY_QUOTA_NAMES[table]}. Delete some old ones to add more.`;
