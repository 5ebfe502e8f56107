import type { Availability } from './availability';

// Cheap (one /proc read); it only matters while idle, since a failing query notices sooner.
const WATCH_MS = 500;
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 5000;
// About 15 s of trying: longer than any crash recovery of a planner-sized database.
const FATAL_AFTER_ATTEMPTS = 8;

export interface SupervisedPostgres {
  postmasterRunning(): boolean;
  restart(): Promise<void>;
}

export interface Supervisor {
  /** No restart starts after this; one under way is waited for, so shutdown can stop it. */
  stop(): Promise<void>;
}

/**
 * Restarts the embedded PostgreSQL when its postmaster dies (killed, crashed, OOM-killed) while
 * the server runs. Requests meanwhile get the availability's 503; the probe it starts after a
 * restart ends that as soon as the database answers.
 */
export function superviseEmbedded(options: {
  postgres: SupervisedPostgres;
  availability: Availability;
  log: (message: string) => void;
}): Supervisor {
  const { postgres, availability, log } = options;
  let stopping: Promise<void> | undefined;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve();
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function restartUntilRunning(): Promise<void> {
    const diedAt = Date.now();
    let delay = FIRST_RETRY_MS;
    for (let attempt = 1; !stopping; attempt += 1) {
      try {
        await postgres.restart();
        log(
          `The embedded PostgreSQL had stopped; restarted it in ${Date.now() - diedAt} ms (attempt ${attempt})`,
        );
        void availability.check('fresh');
        return;
      } catch (error) {
        if (attempt === FATAL_AFTER_ATTEMPTS) {
          const reason = error instanceof Error ? error.message : String(error);
          log(
            `FATAL: the embedded PostgreSQL has failed to restart ${attempt} times (${reason}). ` +
              `Requests get 503 meanwhile; still retrying every ${MAX_RETRY_MS / 1000} s.`,
          );
        }
        if (postgres.postmasterRunning()) return;
        await pause(delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      }
    }
  }

  const look = () => {
    if (stopping || restarting || postgres.postmasterRunning()) return;
    restarting = restartUntilRunning().finally(() => (restarting = undefined));
  };

  const watch = setInterval(look, WATCH_MS);
  watch.unref();
  availability.onChange((up) => {
    if (!up) look();
  });

  return {
    stop() {
      stopping ??= (async () => {
        clearInterval(watch);
        wake?.();
        await restarting;
      })();
      return stopping;
    },
  };
}
