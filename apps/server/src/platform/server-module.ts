import type { ProFeature } from '@assignd/core';
import type {
  BackupContents,
  BackupFile,
  RealtimeRow,
  RealtimeTable,
  RestoreSummary,
} from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import type { FollowPart, JobQueueOf, ModuleJobs } from '../jobs/job-types';
import type { UserGate } from '../lib/user-gate';
import type { ProAccess } from './pro-access';
import type { QuotaTable } from '@assignd/schemas';
import type { QuotaCount } from './quota-repository';
import type { RepositoryFactories, Store } from './store';

/**
 * What a module's routes are given, typed by what the module uses: the repositories its services
 * ask for and the jobs it sends. The app gives every module the same context, whose store and
 * queue have every module's. Routes run in the signed-in scope: request.user is set.
 */
export interface ModuleContext<Repositories = unknown, Jobs = Record<never, never>> {
  db: Database;
  store: Store<Repositories>;
  /** Heavy requests (whole lists, pages) of one student wait for each other, not for everyone. */
  gate: UserGate;
  /** The one Pro-access rule: a Pro-only route calls `pro.require(userId, feature)`. */
  pro: ProAccess;
  config: Config;
  /** Now; tests pin it to cross a plan's end. */
  clock: () => Date;
  /** Work for later or for exactly one server: the registered jobs, stored in PostgreSQL. */
  jobs: JobQueueOf<Jobs>;
}

/**
 * Which table's changes a module sends and how it reads them. The table must be one of the shared
 * realtime tables (`realtimeRowSchemas` in @assignd/schemas), and its rows of that table's shape.
 */
export type RealtimePart<Table extends RealtimeTable = RealtimeTable> = {
  [T in Table]: {
    /** The table name clients receive in change messages. */
    table: T;
    /** The row in its API shape, always scoped to the user; undefined when it is already gone. */
    readRow(db: Database, userId: string, id: string): Promise<RealtimeRow<T> | undefined>;
  };
}[Table];

/** How a module counts the rows of its quota table (spec quotas; platform/quotas.ts checks). */
interface QuotaPart {
  table: QuotaTable;
  count: QuotaCount;
}

/** The quota part of a table whose every row is one item of a student's (counted by `userId`). */
export function ownedRowsQuota(table: QuotaTable, rows: PgTable & { userId: PgColumn }): QuotaPart {
  return { table, count: (db, userId) => db.$count(rows, eq(rows.userId, userId)) };
}

export interface ClearPart {
  /** Clear all runs parts lowest first (spec 7: study tools, assignments, schedule, classes). */
  order: number;
  clear(tx: Executor, userId: string): Promise<void>;
}

/**
 * Why Clear All leaves a module's rows alone (a plan, a device, a connection are not planner
 * data). Saying so is required: a module that simply had no clear part would leave rows behind
 * after Clear All without anyone deciding it.
 */
interface ClearSkipped {
  skipped: string;
}

/**
 * What a module holds for the student outside this database (a grant at Google, a paying
 * customer at Stripe), ended before an account's rows are deleted.
 */
interface AccountDeletionPart<Context> {
  /**
   * Whether the deletion must stop when this fails: a subscription that outlived its account
   * would go on charging someone with no way left to manage it. Otherwise the failure is logged
   * and the account is deleted all the same.
   */
  required: boolean;
  run(context: Context, userId: string): Promise<void>;
}

type BackupKey = keyof RestoreSummary;

/** Shared by the restore parts of one restore, which run in one transaction. */
export interface RestoreContext {
  userId: string;
  /**
   * The id each class id of the file now has, filled by the classes part, which restores first,
   * so assignments and schedule periods are re-linked to the classes they named.
   */
  classIds: Map<string, string>;
  /** Likewise for terms (filled before classes). */
  termIds: Map<string, string>;
  /** The id and class each grading category of the file now has (filled before assignments). */
  gradeCategoryIds: Map<string, { id: string; classId: string }>;
  /** Likewise for study sets, filled before flashcards restore into them. */
  studySetIds: Map<string, string>;
}

export interface BackupPart<Key extends BackupKey> {
  /** The key of the backup file and of the restore summary. */
  key: Key;
  /** Restore runs parts lowest first; export writes keys in registry order. */
  restoreOrder: number;
  export(tx: Executor, userId: string): Promise<BackupFile[Key]>;
  restore(
    tx: Executor,
    context: RestoreContext,
    rows: BackupContents[Key],
  ): Promise<RestoreSummary[Key]>;
}

/** The backup part of some key, each checked against its own key's rows. */
export type AnyBackupPart = { [Key in BackupKey]: BackupPart<Key> }[BackupKey];

type Routes<Context> = ((scope: FastifyInstance, context: Context) => void) | null;

/**
 * A capability of the server. Every key is required: a part it has no use for is null. `Context`
 * is what its routes and account-deletion part use (a ModuleContext of its own repositories).
 */
export interface ServerModule<
  Repositories extends RepositoryFactories = RepositoryFactories,
  Realtime extends RealtimePart | null = RealtimePart | null,
  Backup extends AnyBackupPart | null = AnyBackupPart | null,
  Jobs extends ModuleJobs | null = ModuleJobs | null,
  Follows extends FollowPart | null = FollowPart | null,
  Context = ModuleContext,
> {
  name: string;
  repositories: Repositories;
  routes: Routes<Context>;
  /**
   * Routes outside the signed-in scope (a payment service's webhook), each module's in its own
   * Fastify scope, so a content-type parser it adds is its own. Anything they change must be
   * proven by other means than a session (a signature).
   */
  publicRoutes: Routes<Context>;
  realtime: Realtime;
  /** Counts the rows of the module's quota table; every quota table has exactly one. */
  quota: QuotaPart | null;
  /** How Clear All removes the module's rows, or why it leaves them (there is no null). */
  clearAll: ClearPart | ClearSkipped;
  /**
   * The Pro feature every route of the module needs (app.ts gates them all, but those marked
   * `config: { free: true }`), or null for a module free students use.
   */
  pro: ProFeature | null;
  backup: Backup;
  /**
   * Named job queues (`defineJob`): a payload schema, a handler, retries and expiry, optionally a
   * cron schedule. Names are global: prefix them with the module's name.
   */
  jobs: Jobs;
  /** Plans jobs inside other modules' writes: called with each change to these tables. */
  follows: Follows;
  accountDeletion: AccountDeletionPart<Context> | null;
  /**
   * Moves what the module keeps per session (a device's push subscription) to the session that
   * replaces it: turning two-factor on or off rotates the session of the same device.
   */
  sessionReplaced: ((db: Database, from: string, to: string) => Promise<void>) | null;
}

/** Checks a module against the contract, keeping its literal types for the registry to derive from. */
export function serverModule<
  const Repositories extends RepositoryFactories,
  const Realtime extends RealtimePart | null,
  const Backup extends AnyBackupPart | null,
  const Jobs extends ModuleJobs | null,
  const Follows extends FollowPart | null,
  Context = ModuleContext,
>(
  module: ServerModule<Repositories, Realtime, Backup, Jobs, Follows, Context>,
): ServerModule<Repositories, Realtime, Backup, Jobs, Follows, Context> {
  return module;
}
