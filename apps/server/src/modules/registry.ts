import type { RealtimeTable } from '@assignd/schemas';
import type { JobDefinition } from '../jobs/job-types';
import { aiModule } from './ai/module';
import { assignmentsModule } from './assignments/module';
import { billingModule } from './billing/module';
import { calendarFeedModule } from './calendar-feed/module';
import { classesModule } from './classes/module';
import { eventsModule } from './events/module';
import { focusModule } from './focus/module';
import { googleCalendarModule } from './google-calendar/module';
import { profileModule } from './profile/module';
import { pushModule } from './push/module';
import { remindersModule } from './reminders/module';
import { scheduleModule } from './schedule/module';
import { flashcardsModule, studySetsModule } from './study/module';

/**
 * Every capability of the server. Routes, realtime, backup, clear all and the repositories of a
 * transaction are all built from this list; a backup file lists its keys in this order.
 */
export const SERVER_MODULES = [
  assignmentsModule,
  classesModule,
  scheduleModule,
  eventsModule,
  profileModule,
  billingModule,
  studySetsModule,
  flashcardsModule,
  focusModule,
  aiModule,
  calendarFeedModule,
  pushModule,
  googleCalendarModule,
  remindersModule,
] as const;

type ModuleTable = NonNullable<(typeof SERVER_MODULES)[number]['realtime']>['table'];

/**
 * Every module table (each is a shared realtime table, RealtimePart says so), with a compile error
 * naming any shared realtime table no module reads rows of: clients would never hear of its changes.
 */
function everyRealtimeTable<Table extends RealtimeTable>(
  tables: readonly Table[],
  ..._unread: [Exclude<RealtimeTable, Table>] extends [never]
    ? []
    : [missingModuleFor: Exclude<RealtimeTable, Table>]
): readonly RealtimeTable[] {
  return tables;
}

/** The tables whose changes reach clients: the shared list, each read by some module. */
export const REALTIME_TABLES = everyRealtimeTable<ModuleTable>(
  SERVER_MODULES.flatMap((module) => (module.realtime ? [module.realtime.table] : [])),
);

export type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

type ModuleJobDefinitions = UnionToIntersection<
  NonNullable<(typeof SERVER_MODULES)[number]['jobs']>
>;

/** Every registered job's name and payload: the queue sends nothing else. */
export type RegisteredJobs = {
  [Name in keyof ModuleJobDefinitions]: ModuleJobDefinitions[Name] extends JobDefinition<
    infer Payload
  >
    ? Payload
    : never;
};

/** Every module's clear-all part, lowest order first: clear all and account deletion run them. */
export const CLEAR_PARTS = SERVER_MODULES.flatMap((module) =>
  module.clearAll ? [module.clearAll] : [],
).sort((a, b) => a.order - b.order);

/** What modules end outside this database before an account is deleted. */
export const ACCOUNT_DELETION_PARTS = SERVER_MODULES.flatMap((module) =>
  module.accountDeletion ? [module.accountDeletion] : [],
);

/** What modules move from a replaced session to its successor (auth/session-hooks.ts). */
export const SESSION_REPLACED_PARTS = SERVER_MODULES.flatMap((module) =>
  module.sessionReplaced ? [module.sessionReplaced] : [],
);
