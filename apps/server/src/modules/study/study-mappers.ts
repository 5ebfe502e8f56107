import { FLASHCARD_STATES, type CardSchedule } from '@assignd/core';
import type { Flashcard, StudySet } from '@assignd/schemas';
import { isoOrNull, oneOf } from '../../platform/planner-mappers';
import type { FlashcardRow } from './flashcard-repository';
import type { StudySetWithCounts } from './study-set-repository';

export function toStudySet(row: StudySetWithCounts): StudySet {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    cardCount: row.cardCount,
    dueCount: row.dueCount,
    newCount: row.newCount,
    lastStudiedAt: isoOrNull(row.lastStudiedAt),
  };
}

export function scheduleOf(row: FlashcardRow): CardSchedule {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: oneOf(FLASHCARD_STATES, row.state, 'new'),
    lastReview: row.lastReview,
  };
}

export function toFlashcard(row: FlashcardRow): Flashcard {
  return {
    id: row.id,
    studySetId: row.studySetId,
    front: row.front,
    back: row.back,
    createdAt: row.createdAt.toISOString(),
    due: row.due.toISOString(),
    state: oneOf(FLASHCARD_STATES, row.state, 'new'),
    reps: row.reps,
    lapses: row.lapses,
    lastReview: isoOrNull(row.lastReview),
  };
}
