/*
 * What other modules may use of grades: the categories' repository type (assignments check the
 * category they name; a new term copies them).
 */
export type { CategoryRepository } from './category-repository';
