/* What other modules may use of the schedule: the repository's type, for a store that includes it. */
export type { ScheduleRepository } from './schedule-repository';
