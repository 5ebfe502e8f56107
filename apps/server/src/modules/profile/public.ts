/*
 * What other modules may use of the profile: the preferences (reminders plans from the student's
 * reminder choices and turns them off from an unsubscribe link) and their table, for joins.
 */
export type { PreferencesRepository } from './preferences-repository';
export { preferences } from './table';
