import { FLASHCARD_IMPORT_TEXT_MAX, FLASHCARD_RATINGS, FLASHCARD_SIDE_MAX } from '@assignd/core';
import { z } from 'zod';
import { instantSchema } from './dates';
import { LIMITS } from './planner';
import { line, text } from './text';

// ---------- study sets

const studySetFields = {
  title: line(LIMITS.title).min(1, 'Please enter a title'),
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
    /**
     * When the student rated it: a rating made offline arrives later. The server keeps it between
     * the card's last review and now (a device's clock may be wrong); without it, now.
     */
    reviewedAt: instantSchema.optional(),
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
