import pg from 'pg';
import { CHANGES_CHANNEL, type ChangeNotice, parseNotice } from './changes';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface ChangeListener {
  /** Connects once, waiting for it; when that fails it keeps retrying in the background. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One LISTEN connection per process, outside the pool: a pooled client would be handed back and
 * lose its LISTEN. When the connection drops it reconnects with backoff and listens again; since
 * notices sent meanwhile are lost, onListening tells the caller each time it is listening again.
 */
export function changeListener(options: {
  connection: pg.ClientConfig;
  onNotice: (notice: ChangeNotice) => void;
  onListening: () => void;
  log: { warn: (message: string) => void };
}): ChangeListener {
  const { log } = options;
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    log.warn(`Realtime: not listening; retrying in ${delay} ms`);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...options.connection, keepAlive: true });
    // Without a listener a dropped connection would crash the process; 'end' follows it.
    next.on('error', (error) => log.warn(`Realtime: LISTEN connection error: ${error.message}`));
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      scheduleRetry();
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice) options.onNotice(notice);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      log.warn(
        `Realtime: could not LISTEN: ${error instanceof Error ? error.message : String(error)}`,
      );
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
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
