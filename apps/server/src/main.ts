import { ConfigError, loadConfig } from './config';
import { connectDatabase, migrateDatabase } from './db/client';
import { DataDirInUseError, EmbeddedPostgres } from './db/embedded';
import { buildApp } from './app';
import { migrationsFolder } from './paths';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const say = (message: string) => process.stdout.write(`[assignd] ${message}\n`);

  const embedded = config.databaseUrl ? undefined : new EmbeddedPostgres(config.dataDir, say);
  const databaseUrl = config.databaseUrl ?? (await embedded!.start());
  const database = connectDatabase(databaseUrl);

  let stopping = false;
  const stopDatabase = async () => {
    await database.pool.end().catch(() => undefined);
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
      const force = setTimeout(() => {
        say('Open requests did not finish in time; stopping anyway');
        void stopDatabase().finally(() => process.exit(1));
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      void app
        .close()
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
