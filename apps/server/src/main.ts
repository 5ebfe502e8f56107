import { ConfigError, loadConfig } from './config';
import { connectDatabase, migrateDatabase } from './db/client';
import { DataDirInUseError, EmbeddedPostgres } from './db/embedded';
import { superviseEmbedded } from './db/embedded-supervisor';
import { buildApp } from './app';
import { migrationsFolder } from './paths';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const say = (message: string) => process.stdout.write(`[assignd] ${message}\n`);

  const embedded = config.databaseUrl ? undefined : new EmbeddedPostgres(config.dataDir, say);
  const databaseUrl = config.databaseUrl ?? (await embedded!.start());
  const database = connectDatabase(databaseUrl, { warn: (message) => say(`Warning: ${message}`) });

  const supervisor =
    embedded &&
    superviseEmbedded({ postgres: embedded, availability: database.availability, log: say });

  let stopping = false;
  /*
   * A step of the shutdown that waits on a database which has just died can wait forever with no
   * timer or socket left, and Node then exits 0 without stopping PostgreSQL or saying so. Each
   * such step gets a bound, whose timer also keeps the process alive until the stop is done.
   */
  const bounded = async (step: string, work: Promise<unknown>, ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
    const outcome = await Promise.race([work.then(() => 'done' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') say(`Warning: ${step} did not finish in ${ms} ms; going on`);
  };
  const stopDatabase = async () => {
    // First, so that no restart races the stop below.
    await supervisor?.stop();
    await bounded(
      'closing the database pool',
      database.pool.end().catch(() => undefined),
      3000,
    );
    await embedded?.stop();
  };

  try {
    await migrateDatabase(database.pool, migrationsFolder);
    const app = await buildApp({
      config,
      database,
      databaseMode: embedded ? 'embedded' : 'external',
    });

    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      say(`${signal} received: finishing open requests`);
      // A database dying now stays down: the server is on its way out.
      void supervisor?.stop();
      const force = setTimeout(() => {
        say('Open requests did not finish in time; stopping anyway');
        void stopDatabase().finally(() => process.exit(1));
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      void bounded('closing open requests and sockets', app.close(), SHUTDOWN_GRACE_MS / 2)
        .then(stopDatabase)
        .then(
          () => {
            say('Stopped cleanly');
            process.exit(0);
          },
          (error: unknown) => {
            say(
              `Could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`,
            );
            process.exit(1);
          },
        );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
    say(
      `Assignd is running at ${config.publicUrl} (database: ${embedded ? `embedded in ${embedded.pgDir}` : 'external'})`,
    );
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`[assignd] ${error.message}\n`);
  } else {
    process.stderr.write(
      `[assignd] Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
