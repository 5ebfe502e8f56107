/** The cache keys this feature's hooks read and write (its manifest's realtime rules use them). */
export const studyKeys = {
  studySets: ['study-sets'],
  /** Each set's cards are cached under this key and the set's id, so this one key covers them all. */
  flashcards: ['flashcards'],
} as const;
