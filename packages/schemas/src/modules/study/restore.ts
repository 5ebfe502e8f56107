import { FLASHCARD_STATES } from '@assignd/core';
import { z } from 'zod';
import {
  createdAtOf,
  field,
  fromRow,
  instant,
  moduleRestore,
  oldId,
  oldLink,
  restoredCreatedAt,
  type Row,
} from '../../backup-rows';
import { instantSchema } from '../../dates';
import { createFlashcardSchema, createStudySetSchema } from '../../study';

const count = z.number().int().min(0).max(1_000_000);
const measure = z.number().finite().min(0).max(1_000_000);

/** A card's spaced-repetition state as our export writes it; absent, the card comes back new. */
const cardScheduleSchema = z.object({
  due: instantSchema,
  stability: measure,
  difficulty: measure,
  elapsedDays: count,
  scheduledDays: count,
  learningSteps: count,
  reps: count,
  lapses: count,
  state: z.enum(FLASHCARD_STATES),
  lastReview: instantSchema.nullable(),
});

function scheduleOf(source: Row): unknown {
  if (source.due === undefined) return undefined;
  return {
    due: source.due,
    stability: source.stability,
    difficulty: source.difficulty,
    elapsedDays: source.elapsedDays,
    scheduledDays: source.scheduledDays,
    learningSteps: source.learningSteps,
    reps: source.reps,
    lapses: source.lapses,
    state: source.state,
    lastReview: instant(source.lastReview),
  };
}

/** Files from before flashcards, and the original product's, have neither key. */
export const studyRestore = moduleRestore({
  studySets: {
    row: fromRow(
      (source) => ({
        oldId: oldId(source),
        createdAt: createdAtOf(source),
        title: source.title,
        description: source.description,
        lastStudiedAt: instant(field(source, 'lastStudiedAt', 'last_studied_at')),
      }),
      createStudySetSchema.extend({
        oldId: z.string().nullable(),
        createdAt: restoredCreatedAt,
        lastStudiedAt: instantSchema.nullable(),
      }),
    ),
  },
  flashcards: {
    row: fromRow(
      (source) => ({
        oldStudySetId: oldLink(source, 'studySetId', 'study_set_id'),
        createdAt: createdAtOf(source),
        front: source.front,
        back: source.back,
        schedule: scheduleOf(source),
      }),
      createFlashcardSchema.extend({
        oldStudySetId: z.string().nullable(),
        createdAt: restoredCreatedAt,
        schedule: cardScheduleSchema.optional(),
      }),
    ),
  },
});
