import type { Agent } from 'node:https';
import type { RealtimeTable } from '@assignd/schemas';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { ProAccess } from '../platform/pro-access';
import type { Store } from '../platform/store';
import type { ChangeNotice } from '../realtime/changes';

/** How pg-boss retries and times out one job; all required, so each module decides. */
interface JobOptions {
  /** Retries after the first try fails; then the job is failed for good. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelaySeconds: number;
  /** Doubles the delay after each failed retry. */
  retryBackoff: boolean;
  /** A try still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
}

export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * What a job's handler is given: the app's store and queue, typed by what the module's jobs use
 * (the repositories they read, the jobs they send).
 */
export interface JobContext<Repositories = unknown, Jobs = Record<never, never>> {
  db: Database;
  store: Store<Repositories>;
  /** The one Pro-access rule, as routes have it. */
  pro: ProAccess;
  config: Config;
  clock: () => Date;
  /** The app's mailer (SMTP or the outbox), for jobs that send e-mail. */
  mailer: Mailer;
  /** The HTTPS agent pushes go through; undefined is Node's default (tests trust a fake's). */
  pushAgent: Agent | undefined;
  jobs: JobQueueOf<Jobs>;
  log: JobLog;
}

/** One named queue of a module: what its jobs carry and what runs them. */
export interface JobDefinition<Payload, Context = JobContext> {
  /** Checked when a job is sent and again when it runs; a malformed one fails without retries. */
  payload: z.ZodType<Payload>;
  handler(payload: Payload, context: Context): Promise<void>;
  options: JobOptions;
  /** Periodic work: a cron expression in UTC (pg-boss runs it once across all servers). */
  schedule: { cron: string; payload: Payload } | null;
}

/** Keeps the payload type of a definition, so its handler and every send are checked against it. */
export function defineJob<Payload, Context = JobContext>(
  definition: JobDefinition<Payload, Context>,
): JobDefinition<Payload, Context> {
  return definition;
}

/** A module's named queues, whatever of the store and the queue their handlers use. */
export type ModuleJobs = Readonly<Record<string, JobDefinition<unknown>>>;

/** The payload of each job of a module's (or every module's) definitions, by name. */
export type PayloadsOf<Jobs> = {
  [Name in keyof Jobs]: Jobs[Name] extends { payload: z.ZodType<infer Payload> } ? Payload : never;
};

export interface SendOptions {
  /** When the job may run first; now when left out. */
  startAfter?: Date;
  /**
   * Names the job within its queue. A send with a key replaces the job of that key that has not
   * started yet, so planning again (a reminder moved) leaves one job; `cancel` removes it.
   */
  key?: string;
  /** The write's transaction: the job exists only if it commits. */
  tx?: Executor;
}

/** The queue, typed by a map of job names to their payloads. */
export interface JobQueueOf<Jobs> {
  send<Name extends keyof Jobs & string>(
    name: Name,
    payload: Jobs[Name],
    options?: SendOptions,
  ): Promise<void>;
  /** Removes the job of that key if it has not started; answers how many were removed. */
  cancel<Name extends keyof Jobs & string>(
    name: Name,
    key: string,
    options?: { tx?: Executor },
  ): Promise<number>;
}

/**
 * Runs inside the transaction of a change to one of `tables` (and of every refresh: a restore or
 * clear all), so a module plans jobs from other modules' writes; a rollback plans nothing. `clock`
 * is the app's, so a test that pins it plans from the pinned time. `jobs` sends the module's own.
 */
export interface FollowPart<Jobs = Record<never, never>> {
  tables: readonly RealtimeTable[];
  onChange(
    tx: Executor,
    notice: ChangeNotice,
    jobs: JobQueueOf<Jobs>,
    clock: () => Date,
  ): Promise<void>;
}

/** The parts of a module the job queue reads. */
export interface JobModule {
  name: string;
  jobs: ModuleJobs | null;
  follows: FollowPart | null;
}
