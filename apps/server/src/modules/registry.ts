import type { QuotaTable, RealtimeTable, RestoreSummary } from '@assignd/schemas';
import type { Executor } from '../db/client';
import type { JobContext, JobQueueOf, PayloadsOf } from '../jobs/job-types';
import type { ChangeNotice } from '../realtime/changes';
import type { QuotaCounters } from '../platform/quota-repository';
import type { AnyBackupPart } from '../platform/server-module';
import type { RepositoriesOf, RepositoryFactories } from '../platform/store';
import { aiModule } from './ai/module';
import { assignmentsModule } from './assignments/module';
import { billingModule } from './billing/module';
import { calendarFeedModule } from './calendar-feed/module';
import { classesModule } from './classes/module';
import { eventsModule } from './events/module';
import { focusModule } from './focus/module';
import { googleCalendarModule } from './google-calendar/module';
import { gradeScaleModule, gradesModule } from './grades/module';
import { profileModule } from './profile/module';
import { pushModule } from './push/module';
import { remindersModule } from './reminders/module';
import { scheduleModule } from './schedule/module';
import { flashcardsModule, studySetsModule } from './study/module';
import { termsModule } from './terms/module';

/**
 * Every capability of the server. Routes, realtime, backup, clear all and the repositories of a
 * transaction are all built from this list; a backup file lists its keys in this order. Only the
 * app (the composition root, app.ts) and tests import this file: the platform is handed the parts
 * derived here, so it never depends on a module.
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
  termsModule,
  gradesModule,
  gradeScaleModule,
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

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/** Every registered job's name and payload: the queue sends nothing else. */
export type RegisteredJobs = PayloadsOf<
  UnionToIntersection<NonNullable<(typeof SERVER_MODULES)[number]['jobs']>>
>;

type ModuleFactories = UnionToIntersection<(typeof SERVER_MODULES)[number]['repositories']>;

/** Every module's repository factories under the keys they declare: the app's store is made of them. */
export const REPOSITORY_FACTORIES = Object.assign(
  {},
  ...SERVER_MODULES.map((module): RepositoryFactories => module.repositories),
) as ModuleFactories;

/** Every module's repositories: what the app's store holds, which has what each module asks for. */
export type ModuleRepositories = RepositoriesOf<ModuleFactories>;

type QuotaPartTable = NonNullable<(typeof SERVER_MODULES)[number]['quota']>['table'];

/** Each quota table's counter, from the module owning the table; a table none counts fails here. */
function everyQuotaTable<Table extends QuotaTable>(
  counters: Partial<QuotaCounters>,
  ..._uncounted: [Exclude<QuotaTable, Table>] extends [never]
    ? []
    : [missingModuleFor: Exclude<QuotaTable, Table>]
): QuotaCounters {
  return counters as QuotaCounters;
}

export const QUOTA_COUNTERS = everyQuotaTable<QuotaPartTable>(
  Object.fromEntries(
    SERVER_MODULES.flatMap((module) =>
      module.quota ? [[module.quota.table, module.quota.count]] : [],
    ),
  ),
);

type AppJobContext = JobContext<ModuleRepositories, RegisteredJobs>;

/**
 * The modules as the job queue reads them, checked against the app's job context and queue: a
 * handler or follow that uses a repository no module makes, or sends a job none registers, fails
 * to compile here.
 */
export const JOB_MODULES = SERVER_MODULES satisfies readonly {
  jobs: Readonly<
    Record<string, { handler: (payload: never, context: AppJobContext) => Promise<void> }>
  > | null;
  follows: {
    onChange: (
      tx: Executor,
      notice: ChangeNotice,
      jobs: JobQueueOf<RegisteredJobs>,
      clock: () => Date,
    ) => Promise<void>;
  } | null;
}[];

type BackupPartKey = NonNullable<(typeof SERVER_MODULES)[number]['backup']>['key'];

/**
 * The backup parts, with a compile error naming any key of the backup file no module exports and
 * restores: a restore of a file holding it would have nothing to write its rows with.
 */
function everyBackupKey<Key extends keyof RestoreSummary>(
  parts: readonly AnyBackupPart[],
  ..._unowned: [Exclude<keyof RestoreSummary, Key>] extends [never]
    ? []
    : [missingModuleFor: Exclude<keyof RestoreSummary, Key>]
): readonly AnyBackupPart[] {
  return parts;
}

/** Every backup part, in registry order: the order of a backup file's keys. */
export const BACKUP_PARTS = everyBackupKey<BackupPartKey>(
  SERVER_MODULES.flatMap((module) => (module.backup ? [module.backup] : [])),
);

/** Each shared realtime table's reader, from the module that sends its changes. */
export const REALTIME_PARTS = SERVER_MODULES.flatMap((module) =>
  module.realtime ? [module.realtime] : [],
);

/** Every module's clear-all part, lowest order first: clear all and account deletion run them. */
export const CLEAR_PARTS = SERVER_MODULES.flatMap((module) =>
  'clear' in module.clearAll ? [module.clearAll] : [],
).sort((a, b) => a.order - b.order);

/** What modules move from a replaced session to its successor (auth/session-hooks.ts). */
export const SESSION_REPLACED_PARTS = SERVER_MODULES.flatMap((module) =>
  module.sessionReplaced ? [module.sessionReplaced] : [],
);
