import type { FlashcardState } from './flashcard-constants';

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
