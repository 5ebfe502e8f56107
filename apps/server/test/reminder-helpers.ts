import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, migrateDatabase } from '../src/db/client';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { migrationsFolder } from '../src/paths';
import { ORIGIN } from './helpers';

/**
 * Delivers through SMTP like a configured server, but says it does not, so sign-up needs no
 * confirmation link and the tests' students are signed in at once.
 */
export function smtpMailer(url: string): Mailer {
  const mailer = createMailer({
    smtpUrl: url,
    from: 'Assignd <no-reply@localhost>',
    outboxDir: '',
    log: () => undefined,
  });
  return { delivers: false, send: (message) => mailer.send(message) };
}

/** One server process's app on a shared database, with the job queue working. */
export async function serverOn(
  url: string,
  mailer: Mailer,
  dataDir: string,
  options: { clock?: () => Date } = {},
) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-reminders',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: ORIGIN,
    JOBS_POLL_SECONDS: '0.5',
  });
  const database = connectDatabase(url);
  await migrateDatabase(database.pool, migrationsFolder);
  const app = await buildApp({ config, database, databaseMode: 'external', mailer, ...options });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.pool.end();
    },
  };
}

export type Server = Awaited<ReturnType<typeof serverOn>>;

/** Polls until check passes; throws at the deadline. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reminder jobs waiting in the queue, by key. */
export async function waitingJobs(server: Server) {
  const result = await server.database.db.execute<{ key: string; start: Date; state: string }>(
    sql`select singleton_key as key, start_after as start, state from pgboss.job
        where name = 'reminders.send' and state < 'active' order by singleton_key`,
  );
  return result.rows.map((row) => ({
    key: row.key,
    start: new Date(row.start).toISOString(),
  }));
}
