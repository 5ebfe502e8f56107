/*
 * What other modules may use of grades: the categories' repository type (assignments check the
 * category they name; a new term copies them; a class's delete and undo take them along) and
 * their API shape.
 */
export type { CategoryRepository } from './category-repository';
export { toCategory } from './category-mapper';
