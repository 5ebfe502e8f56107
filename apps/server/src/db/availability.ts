export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now. Your changes are safe; try again in a moment.';
/** What a 503 tells clients to wait: about as long as the slowest probe interval below. */
export const RETRY_AFTER_SECONDS = 2;

const FIRST_PROBE_MS = 100;
const MAX_PROBE_MS = 2000;

/** Thrown for requests that arrive while the database is known to be down. */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super(DATABASE_UNAVAILABLE_MESSAGE);
  }
}

// Socket failures, 57P01-03 (admin or crash shutdown, cannot connect now) and class 08
// (connection exception): the database is out of reach, which says nothing about the request.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
// node-postgres says these in words only. Its connect timeout is not here: a pool kept busy by
// load times out the same way, and marking the database down then would refuse everyone.
const CONNECTION_MESSAGES = [/Connection terminated/i, /is not queryable/i];

/** Whether an error, or one it wraps (drizzle and better-auth wrap pg's), is a lost database. */
export function isConnectionError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((words) => words.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** Drizzle's wrapper says only which query failed; the pg error under it says why. */
function innermostMessage(error: unknown): string {
  let message = String(error);
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    message = current.message;
    current = current.cause;
  }
  return message;
}

export interface Availability {
  /** False from the first connection error until a probe gets through again. */
  readonly up: boolean;
  /** Takes note of an error; answers whether it says the database cannot be reached. */
  noteError(error: unknown): boolean;
  /**
   * Asks the database (one probe shared by concurrent callers) and updates the state. After a
   * change that may have brought it back, pass fresh so that a probe already under way, which may
   * have started before, does not count.
   */
  check(fresh?: 'fresh'): Promise<boolean>;
  /** Called each time the state flips: false when it goes down, true when it is back. */
  onChange(listener: (up: boolean) => void): void;
}

/**
 * The process's idea of whether its database can be reached. Requests ask it first so that,
 * while the database is down, they fail at once instead of each waiting for a connect timeout;
 * a cheap probe with backoff notices when it is back.
 */
export function databaseAvailability(options: {
  probe: () => Promise<void>;
  /** When the pool is closing there is nothing left to watch. */
  closed: () => boolean;
  log: { warn(message: string): void };
}): Availability {
  const { log } = options;
  let up = true;
  let downSince = 0;
  let delay = FIRST_PROBE_MS;
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<boolean> | undefined;
  const listeners: ((up: boolean) => void)[] = [];

  const schedule = () => {
    if (up || timer || options.closed()) return;
    timer = setTimeout(() => {
      timer = undefined;
      void check();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, MAX_PROBE_MS);
  };

  const markDown = (error: unknown) => {
    if (up) {
      up = false;
      downSince = Date.now();
      delay = FIRST_PROBE_MS;
      log.warn(`Database unreachable (${innermostMessage(error)}); answering 503 until it is back`);
      for (const listener of listeners) listener(false);
    }
    schedule();
  };

  const markUp = () => {
    if (up) return;
    up = true;
    clearTimeout(timer);
    timer = undefined;
    log.warn(`Database reachable again after ${Date.now() - downSince} ms`);
    for (const listener of listeners) listener(true);
  };

  function check(fresh?: 'fresh'): Promise<boolean> {
    if (fresh && probing) return probing.then((ok) => ok || check());
    probing ??= options
      .probe()
      .then(
        () => (markUp(), true),
        (error: unknown) => (markDown(error), false),
      )
      .finally(() => (probing = undefined));
    return probing;
  }

  return {
    get up() {
      return up;
    },
    noteError(error) {
      if (!isConnectionError(error)) return false;
      markDown(error);
      return true;
    },
    check,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
