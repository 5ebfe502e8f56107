import { isDue, isGraduated } from '@assignd/core';
import type { Flashcard } from '@assignd/schemas';

/**
 * A due-card session, as in Anki: the card shown, the due and new cards still to come, and the
 * cards still in their learning steps, each back once its step has passed.
 */
export interface ReviewQueue {
  /** The card shown, or none once the session has run out of cards. */
  card: Flashcard | undefined;
  revealed: boolean;
  /** Cards not shown yet, in the order they come. */
  ahead: readonly Flashcard[];
  /** Rated cards not graduated yet, soonest due first. */
  learning: readonly Flashcard[];
  /** Ratings given so far, one more than once for a card that came back. */
  ratings: number;
  /** The cards rated at least once. */
  reviewed: readonly string[];
}

/** `card` is the server's answer to a rating: the rated card with its next due time and state. */
type ReviewAction = { type: 'reveal' } | { type: 'rated'; card: Flashcard; now: Date };

const dueAt = (card: Flashcard) => Date.parse(card.due);
const bySoonest = (a: Flashcard, b: Flashcard) => dueAt(a) - dueAt(b);

/**
 * The next card. One whose learning step has passed comes first: the step is how long it should
 * wait, not a place in line. With nothing else left, the soonest learning card shows at once
 * instead of after its step (at most 15 minutes): a student who has just been through the rest
 * expects to go on with the cards they missed, not to watch a countdown, as with Anki's 'learn
 * ahead'. Rated again, it gets its next step from that moment.
 */
function showNext(queue: ReviewQueue, now: Date): ReviewQueue {
  const [soonest, ...later] = queue.learning;
  if (soonest && (dueAt(soonest) <= now.getTime() || queue.ahead.length === 0)) {
    return { ...queue, card: soonest, revealed: false, learning: later };
  }
  const [next, ...rest] = queue.ahead;
  return { ...queue, card: next, revealed: false, ahead: rest };
}

/**
 * A session over what the set's Due and New counts hold: studied cards whose time has come, most
 * overdue first, then the cards never studied in the order they were added; cards in their
 * learning steps whose step has not passed yet wait in line as if rated just now.
 */
export function startReview(cards: readonly Flashcard[], now: Date): ReviewQueue {
  const studied = cards
    .filter((card) => isDue({ state: card.state, due: new Date(card.due) }, now))
    .sort(bySoonest);
  const waiting = (card: Flashcard) => dueAt(card) > now.getTime();
  return showNext(
    {
      card: undefined,
      revealed: false,
      ahead: [
        ...studied.filter((card) => !waiting(card)),
        ...cards.filter((card) => card.state === 'new'),
      ],
      learning: studied.filter(waiting),
      ratings: 0,
      reviewed: [],
    },
    now,
  );
}

/**
 * The answer shows on request; a rating of the shown card (and only once its answer shows) puts it
 * back in line while it is still being learnt, and moves on.
 */
export function reviewReducer(queue: ReviewQueue, action: ReviewAction): ReviewQueue {
  if (action.type === 'reveal') {
    return queue.card && !queue.revealed ? { ...queue, revealed: true } : queue;
  }
  if (!queue.revealed || queue.card?.id !== action.card.id) return queue;
  const rated = action.card;
  return showNext(
    {
      ...queue,
      learning: isGraduated(rated.state)
        ? queue.learning
        : [...queue.learning, rated].sort(bySoonest),
      ratings: queue.ratings + 1,
      reviewed: queue.reviewed.includes(rated.id) ? queue.reviewed : [...queue.reviewed, rated.id],
    },
    action.now,
  );
}

/** 'Card i of n': ratings given, then the card shown and every card still to come. */
export function reviewProgress(queue: ReviewQueue): { position: number; total: number } {
  const left = (queue.card ? 1 : 0) + queue.ahead.length + queue.learning.length;
  return { position: queue.ratings + 1, total: queue.ratings + left };
}
