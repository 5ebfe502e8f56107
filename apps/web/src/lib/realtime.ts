import { CLIENT_ID } from './client-id';
import { refreshSession } from './session';

/*
 * The realtime socket (docs/api.md, Realtime): one per tab while signed in, reconnecting on its
 * own. What the messages mean for the screens is up to the caller.
 */

/** The server's close code for a socket whose session was signed out or expired. */
export const CLOSE_SIGNED_OUT = 4001;
/** The server's close code for the oldest socket of a student with too many tabs open. */
export const CLOSE_TOO_MANY = 4002;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * 1 s doubling to 30 s, each drawn from the upper fifth below that value so the tabs of a
 * restarted server do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.round(ceiling * (0.8 + 0.2 * random()));
}

export interface RealtimeHandlers {
  /** Every message but `ready`, parsed from JSON. */
  onMessage: (message: unknown) => void;
  /**
   * A socket is subscribed (first or again after a gap); `cursor` is the number of the student's
   * last change then, when the server could say.
   */
  onReady: (cursor: number | undefined) => void;
}

function socketUrl(): string {
  const url = new URL('/api/realtime', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('client', CLIENT_ID);
  return url.href;
}

const isReady = (message: unknown): message is { type: 'ready'; cursor?: unknown } =>
  typeof message === 'object' && message !== null && 'type' in message && message.type === 'ready';

let stopActive: (() => void) | undefined;

/** Closes the socket for good, e.g. before signing out, so it does not try to come back. */
export function stopRealtime(): void {
  stopActive?.();
}

/** Opens the socket (replacing any other) and keeps it open until the returned stop is called. */
export function startRealtime(handlers: RealtimeHandlers): () => void {
  stopRealtime();
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  function reconnectLater(): void {
    // A hidden tab waits for the visibility event instead of dialling a server nobody watches.
    if (document.visibilityState === 'visible')
      timer = setTimeout(connect, reconnectDelay(attempt++));
  }

  function connect(): void {
    clearTimeout(timer);
    const ws = new WebSocket(socketUrl());
    socket = ws;
    ws.onmessage = ({ data }) => {
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (isReady(message)) {
        attempt = 0;
        const { cursor } = message;
        handlers.onReady(Number.isSafeInteger(cursor) ? (cursor as number) : undefined);
      } else {
        handlers.onMessage(message);
      }
    };
    // Failures stay quiet (no toast): the app works without the socket, only less fresh.
    ws.onclose = ({ code }) => {
      socket = undefined;
      if (code === CLOSE_SIGNED_OUT) {
        // Dialling again would only be refused. Ending the session there ends it here too, and
        // the session store then stops this for good; a tab signed in afresh dials again.
        void refreshSession().then((session) => {
          if (!stopped && session.status === 'signed-in') reconnectLater();
        });
        return;
      }
      // A newer tab took this one's place: it comes back when the student returns to it, rather
      // than at once, which would only push out another tab in turn.
      if (code === CLOSE_TOO_MANY) return;
      reconnectLater();
    };
  }

  const wake = () => {
    if (!socket && document.visibilityState === 'visible') connect();
  };

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('online', wake);
    window.removeEventListener('focus', wake);
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
      socket = undefined;
    }
    if (stopActive === stop) stopActive = undefined;
  }

  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', wake);
  // A visible window the student clicks back into (two side by side) never changes visibility.
  window.addEventListener('focus', wake);
  stopActive = stop;
  connect();
  return stop;
}
