/** Where a card is in its spaced-repetition life; stored as text on flashcards and in the review log. */
export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type FlashcardState = (typeof FLASHCARD_STATES)[number];

/** How well the student remembered a card, from worst to best. */
export const FLASHCARD_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof FLASHCARD_RATINGS)[number];

/** Bounds the spec leaves open: a side holds a term or a sentence, an import one chapter. */
export const FLASHCARD_SIDE_MAX = 1000;
export const FLASHCARD_IMPORT_MAX_CARDS = 500;
/** The pasted text itself: every allowed card at full length, with its separators. */
export const FLASHCARD_IMPORT_TEXT_MAX = FLASHCARD_IMPORT_MAX_CARDS * (2 * FLASHCARD_SIDE_MAX + 4);
