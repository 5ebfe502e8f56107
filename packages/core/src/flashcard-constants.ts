/** Where a card is in its spaced-repetition life; stored as text on flashcards and in the review log. */
export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type FlashcardState = (typeof FLASHCARD_STATES)[number];

/** How well the student remembered a card, from worst to best. */
export const FLASHCARD_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof FLASHCARD_RATINGS)[number];
