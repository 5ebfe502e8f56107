/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const studyKeys = {
  studySets: ['study-sets'],
  /** Each set's cards are cached under this key and the set's id, so this one key covers them all. */
  flashcards: ['flashcards'],
} as const;
