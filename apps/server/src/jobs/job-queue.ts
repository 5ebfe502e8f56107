import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/client';
import { lockUntilCommit } from '../db/transaction-lock';
import type { ChangeFollowers } from '../platform/change-repository';
import type {
  JobContext,
  JobDefinition,
  JobLog,
  JobModule,
  JobQueueOf,
  SendOptions,
} from './job-types';
import { transactionDb } from './transaction-db';

/** pg-boss keeps its tables here, beside the app's, in the same database. */
const SCHEMA = 'pgboss';
/** Workers and maintenance only; sends inside a write use the write's own connection. */
const POOL_SIZE = 2;
/** Jobs one server fetches from one queue at a time and runs side by side. */
const BATCH_SIZE = 5;
/** How long a stopping server waits for running handlers. */
const STOP_WAIT_MS = 5000;
/** During an outage pg-boss reports every failed poll; one line a minute is enough. */
const ERROR_LOG_EVERY_MS = 60_000;

export interface JobsOptions {
  url: string;
  db: Database;
  modules: readonly JobModule[];
  pollSeconds: number;
  /** Now, for follows and handlers alike. */
  clock: () => Date;
  log: JobLog;
}

export interface Jobs<Registered> {
  /** Sends the registered jobs, each name with its payload. */
  queue: JobQueueOf<Registered>;
  /** For the change repository: each module's follows, run inside the write's transaction. */
  followers: ChangeFollowers;
  /** Creates the queues and schedules, then works them; the context needs the store, built last. */
  start(context: Omit<JobContext, 'jobs' | 'log' | 'clock'>): Promise<void>;
  stop(): Promise<void>;
}

const removePending = (name: string, key: string) =>
  sql`delete from ${sql.identifier(SCHEMA)}.job
      where name = ${name} and singleton_key = ${key} and state < 'active'`;

export function createJobs<Registered>(options: JobsOptions): Jobs<Registered> {
  const { db, log } = options;
  const definitions = new Map<string, JobDefinition<unknown>>();
  for (const module of options.modules) {
    for (const [name, definition] of Object.entries(module.jobs ?? {})) {
      if (definitions.has(name)) throw new Error(`Job ${name} is registered twice`);
      definitions.set(name, definition);
    }
  }
  const hasSchedules = [...definitions.values()].some((definition) => definition.schedule);
  let lastErrorLog = 0;
  const reportError = (error: unknown, where: string) => {
    const now = Date.now();
    if (now - lastErrorLog < ERROR_LOG_EVERY_MS) return;
    lastErrorLog = now;
    log.warn(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const newBoss = () => {
    const created = new PgBoss({
      connectionString: options.url,
      schema: SCHEMA,
      max: POOL_SIZE,
      application_name: 'assignd-jobs',
      schedule: hasSchedules,
    });
    // Without a listener an 'error' event would crash the process; pg-boss retries on its own.
    created.on('error', (error) => reportError(error, 'Job queue'));
    return created;
  };
  // Sends go through the write's own connection, so they work on any instance, started or not.
  let boss = newBoss();
  let started = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const working = new Set<string>();

  const definitionOf = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`Job ${name} is not registered`);
    return definition;
  };

  const sendOn = async (
    tx: Executor,
    name: string,
    data: unknown,
    options: SendOptions,
  ): Promise<void> => {
    if (options.key !== undefined) {
      // Two writes replanning one key wait for each other, so exactly one job is left.
      await lockUntilCommit(tx, name, options.key);
      await tx.execute(removePending(name, options.key));
    }
    await boss.send(name, data as object, {
      db: transactionDb(tx),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.key !== undefined ? { singletonKey: options.key } : {}),
    });
  };

  // By name, each payload checked against its definition; the app types it by its registry.
  const queue: JobQueueOf<Record<string, unknown>> = {
    async send(name, payload, options = {}) {
      const data = definitionOf(name).payload.parse(payload);
      if (options.tx) await sendOn(options.tx, name, data, options);
      else await db.transaction((tx) => sendOn(tx, name, data, options));
    },
    async cancel(name, key, options = {}) {
      definitionOf(name);
      const run = async (tx: Executor) => {
        await lockUntilCommit(tx, name, key);
        const result = await tx.execute(removePending(name, key));
        return result.rowCount ?? 0;
      };
      return options.tx ? run(options.tx) : db.transaction(run);
    },
  };

  const followers: ChangeFollowers = async (tx, notice) => {
    for (const module of options.modules) {
      const follows = module.follows;
      if (!follows) continue;
      if (notice.type === 'refresh' || follows.tables.includes(notice.table)) {
        await follows.onChange(tx, notice, queue, options.clock);
      }
    }
  };

  /** Fails a job for good, skipping its retries: a payload that is malformed stays malformed. */
  const failForGood = async (name: string, id: string, message: string) => {
    await boss.getDb().executeSql(
      `update ${SCHEMA}.job set state = 'failed', completed_on = now(), output = $3::jsonb
         where name = $1 and id = $2 and state = 'active'`,
      [name, id, JSON.stringify({ message })],
    );
  };

  const createQueues = async () => {
    // The app's pool, not pg-boss's: an advisory lock held across pg-boss's own connections.
    await db.transaction(async (tx) => {
      await lockUntilCommit(tx, 'job-queues');
      for (const [name, definition] of definitions) {
        const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = definition.options;
        const settings = {
          name,
          policy: 'standard' as const,
          retryLimit,
          retryDelay: retryDelaySeconds,
          retryBackoff,
          expireInSeconds,
        };
        if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
        else await boss.createQueue(name, settings);
      }
    });
  };

  // Our own fetch loop instead of pg-boss's work(): pg-boss 10 completes a worked batch without
  // awaiting it (manager.js, onFetch), so a database lost at that moment left an unhandled
  // rejection, which ends a Node process. Newer pg-boss majors need Node 22. Here every call to
  // the database is awaited and its failure logged.
  const loops: Promise<void>[] = [];
  /** Jobs fetched and not yet settled, by id, with their queue: failed on a stop that times out. */
  const running = new Map<string, string>();
  const pauses = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pauses.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pauses.add(done);
    });

  const work = (name: string, definition: JobDefinition<unknown>, context: JobContext) => {
    const runOne = async (job: PgBoss.Job<unknown>) => {
      const parsed = definition.payload.safeParse(job.data);
      if (!parsed.success) {
        log.error(`Job ${name} ${job.id} has a malformed payload; failed without retries`);
        await failForGood(name, job.id, parsed.error.message);
        return;
      }
      try {
        await definition.handler(parsed.data, context);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn(`Job ${name} ${job.id} failed: ${message}`);
        // Retried after its delay until its retry limit, then failed for good.
        await boss.fail(name, job.id, { message });
        return;
      }
      await boss.complete(name, job.id);
    };
    const loop = async () => {
      while (!stopped) {
        // pg-boss's fetch answers [] when the database cannot be reached.
        const batch = await boss
          .fetch<unknown>(name, { batchSize: BATCH_SIZE })
          .catch((error: unknown) => {
            reportError(error, `Job ${name}`);
            return [];
          });
        for (const job of batch) running.set(job.id, name);
        // Each job settles on its own, so one failure does not fail the others of the batch.
        const outcomes = await Promise.allSettled(batch.map(runOne));
        for (const job of batch) running.delete(job.id);
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') reportError(outcome.reason, `Job ${name}`);
        }
        // A full batch means more may be waiting: fetch again now, not after the interval.
        if (batch.length < BATCH_SIZE && !stopped) await pause(options.pollSeconds * 1000);
      }
    };
    loops.push(loop());
  };

  const startOnce = async (context: JobContext) => {
    if (!started) {
      try {
        await boss.start();
      } catch (error) {
        // A pg-boss whose start failed cannot start again: close its pool, make a new one.
        const failed = boss;
        boss = newBoss();
        await failed.stop({ graceful: false, wait: false, close: true }).catch(() => undefined);
        throw error;
      }
      started = true;
    }
    await createQueues();
    for (const [name, definition] of definitions) {
      if (working.has(name)) continue;
      if (definition.schedule) {
        const payload = definition.payload.parse(definition.schedule.payload);
        await boss.schedule(name, definition.schedule.cron, payload as object, { tz: 'UTC' });
      } else if (hasSchedules) {
        await boss.unschedule(name);
      }
      work(name, definition, context);
      working.add(name);
    }
  };

  return {
    // Sound: every send is checked against a registered definition, whose payloads the app's
    // registry derives Registered from.
    queue: queue as JobQueueOf<Registered>,
    followers,
    async start(base) {
      const context: JobContext = { ...base, clock: options.clock, jobs: queue, log };
      // The server comes up without its queue when PostgreSQL cannot be reached (it answers 503
      // meanwhile); the queue keeps trying and starts once it is back.
      const attempt = async (delayMs: number): Promise<void> => {
        if (stopped) return;
        try {
          await startOnce(context);
        } catch (error) {
          if (stopped) return;
          const message = error instanceof Error ? error.message : String(error);
          log.warn(`Job queue could not start (${message}); trying again in ${delayMs / 1000} s`);
          retry = setTimeout(() => void attempt(Math.min(delayMs * 2, 60_000)), delayMs);
        }
      };
      await attempt(1000);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      for (const wake of [...pauses]) wake();
      if (!started) return;
      started = false;
      // Running handlers get a few seconds to finish; a job cut off is failed, so it is retried.
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(loops).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      if (!finished) {
        for (const [id, name] of running) {
          await boss.fail(name, id, { message: 'The server stopped' }).catch(() => undefined);
        }
      }
      await boss.stop({ graceful: false, wait: true, close: true });
    },
  };
}
