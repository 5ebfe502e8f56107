/*
 * What other modules may use of classes: checking and re-linking the class ids they hold, the
 * repository's type (for a store that includes it) and the table, for joins.
 */
export { relinkSchedule, requireOwnClasses, scheduleClassReferences } from './class-links';
export type { ClassRepository } from './class-repository';
export { classes } from './table';
