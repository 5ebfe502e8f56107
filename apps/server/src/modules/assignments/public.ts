/*
 * What other modules may use of assignments: the repository's type (for a store that includes
 * it), the dated assignments other calendars show, and the table, for joins and reads.
 */
export type { AssignmentRepository } from './assignment-repository';
export { datedAssignments } from './dated-assignments';
export { assignments } from './table';
