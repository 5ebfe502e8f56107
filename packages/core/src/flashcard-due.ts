import type { FlashcardRating, FlashcardState } from './flashcard-constants';

/*
 * What a set's Due and Learned counts and a due-card session agree on. Apart from the scheduler
 * (no ts-fsrs here), so the web app can ask it about the cards it shows.
 */

type Card = { due: Date; state: FlashcardState };

/**
 * Whether a card has left its learning (or relearning) steps for reviews days apart. Only such a
 * card is learned; one rated Again, or Hard or Good before its last step, is still being learnt.
 */
export function isGraduated(state: FlashcardState): boolean {
  return state === 'review';
}

/**
 * Whether a studied card waits for the student. A graduated card waits from its due time on. A card
 * still in its steps waits from the moment it was rated: its steps are minutes (the scheduler
 * graduates a card whose step would reach a day; ours last 1 to 15 minutes), so it belongs to the
 * session it was rated in, which shows it again when its step has passed, and to the Due count
 * until it graduates. A new card counts as new, never due, though it may be studied at once.
 */
export function isDue(card: Card, now: Date): boolean {
  if (card.state === 'new') return false;
  return !isGraduated(card.state) || card.due.getTime() <= now.getTime();
}

/**
 * A set's cards counted: due, never studied, and learned (graduated and not due yet). Every card is
 * one of the three, so the learned share is what neither the due nor the new count holds.
 */
export function setCounts(
  cards: readonly Card[],
  now: Date,
): { due: number; new: number; learned: number } {
  let due = 0;
  let fresh = 0;
  for (const card of cards) {
    if (card.state === 'new') fresh += 1;
    else if (isDue(card, now)) due += 1;
  }
  return { due, new: fresh, learned: cards.length - due - fresh };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A card as a review session shows it. */
interface ShownCard {
  due: string;
  state: FlashcardState;
  reps: number;
  lapses: number;
  lastReview: string | null;
}

/**
 * A card rated offline, as the session goes on with it until the server schedules it from its full
 * state (the rating is sent with the time it was made). Again brings it back in a minute, as the
 * scheduler's first step does; Hard or Good keeps a new card in its steps for ten minutes and
 * graduates a card past its first step; Easy graduates it. A graduated card is not due for a day
 * here: its real interval is the server's to work out.
 */
export function provisionalReview<C extends ShownCard>(
  card: C,
  rating: FlashcardRating,
  now: Date,
): C {
  const studied = card.state === 'review' || card.state === 'relearning';
  const state: FlashcardState =
    rating === 'again'
      ? studied
        ? 'relearning'
        : 'learning'
      : rating === 'easy' || card.state !== 'new'
        ? 'review'
        : 'learning';
  const wait = rating === 'again' ? MINUTE_MS : state === 'review' ? DAY_MS : 10 * MINUTE_MS;
  return {
    ...card,
    state,
    due: new Date(now.getTime() + wait).toISOString(),
    reps: card.reps + 1,
    lapses: card.lapses + (rating === 'again' && card.state === 'review' ? 1 : 0),
    lastReview: now.toISOString(),
  };
}
