/* What other modules may use of focus: the repository's type, for a store that includes it. */
export type { FocusRepository } from './focus-repository';
