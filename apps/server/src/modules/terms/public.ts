/*
 * What other modules may use of terms: checking a term id a class names, the repository's type
 * (for a store that includes it) and the table, for joins.
 */
export { requireOwnTerm } from './term-links';
export type { TermRepository } from './term-repository';
export { terms } from './table';
