import {
  FLASHCARD_IMPORT_MAX_CARDS,
  type FlashcardRating,
  newCardState,
  parsePastedCards,
  reviewCard,
  reviewTime,
} from '@assignd/core';
import type { createFlashcardSchema, Flashcard, updateFlashcardSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http';
import { noticesOf, type Origin } from '../../realtime/changes';
import type { Store } from '../../platform/store';
import type { StudyRepositories } from './study-set-service';
import { scheduleOf, toFlashcard } from './study-mappers';
import { requireRoom } from '../../platform/quotas';

export type CreateFlashcard = z.output<typeof createFlashcardSchema>;
export type UpdateFlashcard = z.output<typeof updateFlashcardSchema>;

const cardNotice = noticesOf('flashcards');
// A set's counts change with its cards, so its own change goes out too.
const setNotice = noticesOf('study_sets');

/** Another student's set is as unknown as one that never existed. */
async function requireOwnSet(
  { studySets }: StudyRepositories,
  userId: string,
  studySetId: string,
): Promise<void> {
  if (!(await studySets.find(userId, studySetId))) throw notFound();
}

/** The pasted cards, or the 400 naming every line that is not one (or that there are too many). */
function pastedCards(text: string): { front: string; back: string }[] {
  const parsed = parsePastedCards(text);
  if (parsed.ok) return parsed.cards;
  const lines = parsed.rejected.map(({ line, reason }) => `line ${line}: ${reason}`).join('; ');
  const message = parsed.tooMany
    ? `text: At most ${FLASHCARD_IMPORT_MAX_CARDS} cards can be imported at once`
    : `text: Some lines are not cards (${lines})`;
  throw new HttpError(400, message, 'text');
}

export function flashcardService({ transact }: Store<StudyRepositories>, clock: () => Date) {
  return {
    /** Oldest first (spec 7). */
    listOfSet(userId: string, studySetId: string): Promise<Flashcard[]> {
      return transact(async (repositories) => {
        await requireOwnSet(repositories, userId, studySetId);
        return (await repositories.flashcards.listOfSet(userId, studySetId)).map(toFlashcard);
      });
    },

    create(
      userId: string,
      studySetId: string,
      input: CreateFlashcard,
      origin: Origin,
    ): Promise<Flashcard> {
      return transact(async (repositories) => {
        await requireOwnSet(repositories, userId, studySetId);
        await requireRoom(repositories.quotas, userId, 'flashcards');
        const [row] = await repositories.flashcards.insertMany(userId, [
          { studySetId, front: input.front, back: input.back, ...newCardState(clock()) },
        ]);
        if (!row) throw new Error('Inserting into flashcards returned no row');
        await repositories.changes.publish(cardNotice(userId, 'insert', row.id, origin));
        await repositories.changes.publish(setNotice(userId, 'update', studySetId, origin));
        return toFlashcard(row);
      });
    },

    /** Every line a card, or none of them: a paste with a bad line adds nothing. */
    importCards(
      userId: string,
      studySetId: string,
      text: string,
      origin: Origin,
    ): Promise<Flashcard[]> {
      return transact(async (repositories) => {
        await requireOwnSet(repositories, userId, studySetId);
        const cards = pastedCards(text);
        await requireRoom(repositories.quotas, userId, 'flashcards', cards.length);
        const state = newCardState(clock());
        const rows = await repositories.flashcards.insertInOrder(
          userId,
          cards.map(({ front, back }) => ({ studySetId, front, back, ...state })),
        );
        // One change for the set rather than hundreds: clients reload its cards with it.
        await repositories.changes.publish(setNotice(userId, 'update', studySetId, origin));
        return rows.map(toFlashcard);
      });
    },

    update(userId: string, id: string, patch: UpdateFlashcard, origin: Origin): Promise<Flashcard> {
      return transact(async ({ flashcards, changes }) => {
        const row =
          Object.keys(patch).length > 0
            ? await flashcards.update(userId, id, patch)
            : await flashcards.find(userId, id);
        if (!row) throw notFound();
        if (Object.keys(patch).length > 0) {
          await changes.publish(cardNotice(userId, 'update', id, origin));
        }
        return toFlashcard(row);
      });
    },

    remove(userId: string, id: string, origin: Origin): Promise<void> {
      return transact(async ({ flashcards, changes }) => {
        const row = await flashcards.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(cardNotice(userId, 'delete', id, origin));
        await changes.publish(setNotice(userId, 'update', row.studySetId, origin));
      });
    },

    /** Schedules the card's next review from the rating, logs the review and marks the set studied. */
    review(
      userId: string,
      id: string,
      rating: FlashcardRating,
      origin: Origin,
      ratedAt?: string,
    ): Promise<Flashcard> {
      return transact(async ({ flashcards, studySets, changes }) => {
        // Locked: two quick taps must schedule from each other's result, not the same old state.
        const card = await flashcards.find(userId, id, { lock: true });
        if (!card) throw notFound();
        const before = scheduleOf(card);
        const now = reviewTime(ratedAt ? new Date(ratedAt) : undefined, before.lastReview, clock());
        const { state, log } = reviewCard(before, rating, now);
        const row = await flashcards.update(userId, id, state);
        if (!row) throw notFound();
        await flashcards.logReview(userId, id, log);
        await studySets.markStudied(userId, card.studySetId, now);
        await changes.publish(cardNotice(userId, 'update', id, origin));
        await changes.publish(setNotice(userId, 'update', card.studySetId, origin));
        return toFlashcard(row);
      });
    },
  };
}
