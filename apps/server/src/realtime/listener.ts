import pg from 'pg';
import { CHANGES_CHANNEL, type ChangeTable, type NumberedNotice, parseNotice } from './changes';
import { parseSessionEnded, SESSIONS_CHANNEL } from './session-ends';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5000;

export interface ChangeListener {
  /** Connects once, waiting for it; when that fails it keeps retrying in the background. */
  start(): Promise<void>;
  /** The database is back: retry now rather than when the backoff says. */
  retryNow(): void;
  stop(): Promise<void>;
}

/**
 * One LISTEN connection per process, outside the pool: a pooled client would be handed back and
 * lose its LISTEN. When the connection drops it reconnects with backoff and listens again; since
 * notices sent meanwhile are lost, onListening tells the caller each time it is listening again.
 */
export function changeListener(options: {
  connection: pg.ClientConfig;
  /** The tables whose changes reach clients; a notice of any other is ignored. */
  tables: readonly ChangeTable[];
  onNotice: (notice: NumberedNotice) => void;
  onSessionEnded: (sessionId: string) => void;
  onListening: () => void;
  log: { warn: (message: string) => void };
  /**
   * Told of every failure, so a lost database is noticed even while no request runs; answers
   * whether it was a lost database, which is logged there once per outage rather than here.
   */
  onError: (error: Error) => boolean;
}): ChangeListener {
  const { log } = options;
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    // Once per outage; the retries after it would only repeat it.
    if (delay === FIRST_RETRY_MS) log.warn('Realtime: not listening; retrying with backoff');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...options.connection, keepAlive: true });
    // Without a listener a dropped connection would crash the process; 'end' follows it.
    next.on('error', (error) => {
      if (!options.onError(error)) log.warn(`Realtime: LISTEN connection error: ${error.message}`);
    });
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      scheduleRetry();
    });
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) {
        const notice = parseNotice(message.payload, options.tables);
        if (notice) options.onNotice(notice);
      } else if (message.channel === SESSIONS_CHANNEL) {
        const sessionId = parseSessionEnded(message.payload);
        if (sessionId) options.onSessionEnded(sessionId);
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      await next.query(`listen ${SESSIONS_CHANNEL}`);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!options.onError(failure)) log.warn(`Realtime: could not LISTEN: ${failure.message}`);
      await next.end().catch(() => undefined);
      scheduleRetry();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = FIRST_RETRY_MS;
    options.onListening();
  }

  return {
    start: connect,
    retryNow() {
      if (stopped || !retry) return;
      clearTimeout(retry);
      retry = undefined;
      delay = FIRST_RETRY_MS;
      void connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
