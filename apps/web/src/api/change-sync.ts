import type { ChangeFeed } from '@assignd/schemas';
import type { RealtimeMessage } from './realtime-changes';

/*
 * Where this device stands in the student's changes (docs/api.md, Change feed). Every change the
 * server publishes has the next number of the student's changes, and they commit in that order,
 * so a device that knows change N and then hears of N + 2 knows it missed exactly one. Instead of
 * reading whole lists again after a reconnect, a sleep or a missed message, it asks for what
 * changed since N.
 */

export interface ChangeSyncDeps {
  /** GET /api/changes?since=; rejects when offline or the server cannot answer. */
  fetchFeed: (since: number) => Promise<ChangeFeed>;
  /** Puts one change into the cache; `live` when it came over the socket (it may raise a toast). */
  apply: (message: RealtimeMessage, live: boolean) => void;
  /** The device is too far behind: read everything again. */
  startOver: () => void;
  /** After catching up with at least one change: views not kept by the realtime rules refresh. */
  afterCatchUp: () => void;
}

export interface ChangeSync {
  /** A whole list read at least as new as this change (the list's X-Assignd-Cursor header). */
  noteList: (cursor: number) => void;
  /** The socket is subscribed; `cursor` is the last change then (absent when it was not read). */
  onReady: (cursor: number | undefined) => void;
  onMessage: (message: RealtimeMessage) => void;
  /** Catch up now (the app came back online or into view); resolves when done or failed. */
  catchUp: () => Promise<void>;
  /** The change this device's cache is known to hold everything up to; for tests. */
  known: () => number | undefined;
  /** Resolves once no catch-up is running; for tests. */
  settled: () => Promise<void>;
}

export function changeSync(deps: ChangeSyncDeps): ChangeSync {
  let known: number | undefined;
  // A list read during a catch-up that is older than what the catch-up started from.
  let lowered: number | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  // After a failed catch-up, messages are applied as they come until something asks again, so a
  // device offline does not send a request per message.
  let stalled = false;
  const queued: RealtimeMessage[] = [];

  function handle(message: RealtimeMessage): void {
    const seq = message.seq;
    if (message.type === 'refresh' && seq === undefined) {
      // Notices may have been lost (the server lost its database connection): ask what changed.
      void catchUp();
      return;
    }
    // Stalled, the device has a gap: what comes is shown, but the number stays where the gap is.
    if (seq === undefined || known === undefined || stalled) {
      deps.apply(message, true);
      return;
    }
    if (seq <= known) return;
    if (seq > known + 1) {
      // Kept for after the catch-up: dropped if the feed brought it, applied if the feed failed.
      queued.push(message);
      void catchUp();
      return;
    }
    deps.apply(message, true);
    known = seq;
  }

  async function run(): Promise<void> {
    do {
      again = false;
      const since = known;
      if (since === undefined) return;
      lowered = undefined;
      let feed: ChangeFeed;
      try {
        feed = await deps.fetchFeed(since);
      } catch {
        stalled = true;
        return;
      }
      stalled = false;
      if (feed.reset) deps.startOver();
      for (const change of feed.changes) {
        deps.apply({ type: 'change', ...change, row: change.row ?? null, origin: null }, false);
      }
      if (feed.reset || feed.changes.length > 0) deps.afterCatchUp();
      // A list read meanwhile at an older point may have put older rows into the cache.
      if (lowered !== undefined && lowered < since) {
        known = lowered;
        again = true;
      } else {
        known = Math.max(known ?? feed.cursor, feed.cursor);
      }
      for (const message of queued.splice(0)) handle(message);
    } while (again);
  }

  function catchUp(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
      // What came while the last attempt failed is applied as it is, in order.
      for (const message of queued.splice(0)) handle(message);
    });
    return running;
  }

  return {
    noteList(cursor) {
      if (running) lowered = Math.min(lowered ?? cursor, cursor);
      known = known === undefined ? cursor : Math.min(known, cursor);
    },
    onReady(cursor) {
      if (known === undefined) {
        known = cursor;
        return;
      }
      stalled = false;
      if (cursor === undefined || cursor !== known) void catchUp();
    },
    onMessage(message) {
      if (running) queued.push(message);
      else handle(message);
    },
    catchUp: () => {
      stalled = false;
      return catchUp();
    },
    known: () => known,
    settled: async () => {
      while (running) await running;
    },
  };
}
