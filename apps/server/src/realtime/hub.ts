import type { WebSocket } from 'ws';

/** Past this much unsent data a device is too far behind to catch up; it reconnects and refetches. */
export const SEND_BUFFER_LIMIT = 1024 * 1024;
/** Going Away for shutdown; Try Again Later for a socket that cannot keep up. */
const CLOSE_SHUTDOWN = 1001;
export const CLOSE_TOO_SLOW = 1013;
/** Application code: the session behind the socket is gone (signed out or expired). */
export const CLOSE_SIGNED_OUT = 4001;
/** Application code: the user opened more sockets than allowed and this was the oldest. */
export const CLOSE_TOO_MANY = 4002;
/** Sockets per user and process; a student with more tabs open keeps the newest ones live. */
export const MAX_SOCKETS_PER_USER = 20;

const CLOSE_GRACE_MS = 1000;
// A notice that a session ended may overtake the upgrade of a socket that was already checked.
const ENDED_MEMORY_MS = 60_000;

export interface SocketSession {
  readonly id: string;
  /** Epoch milliseconds; moves when Better Auth extends the session. */
  expiresAt: number;
}

export interface Connection {
  readonly socket: WebSocket;
  readonly userId: string;
  readonly session: SocketSession;
  alive: boolean;
  checkedAt: number;
  /** Due at the session's expiry (or the longest a timer can wait, to look again then). */
  expiry: NodeJS.Timeout | undefined;
}

/** The open sockets of this process by user and by session, and the heartbeat that keeps them honest. */
export class Hub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly bySession = new Map<string, Set<Connection>>();
  private readonly all = new Set<Connection>();
  private readonly ended = new Map<string, number>();

  constructor(private readonly maxPerUser = MAX_SOCKETS_PER_USER) {}

  /** Registers a socket; undefined when its session has already ended (the socket is closed). */
  add(socket: WebSocket, userId: string, session: SocketSession): Connection | undefined {
    if (this.ended.has(session.id)) {
      socket.close(CLOSE_SIGNED_OUT, 'Session ended');
      return undefined;
    }
    const connection: Connection = {
      socket,
      userId,
      session,
      alive: true,
      checkedAt: Date.now(),
      expiry: undefined,
    };
    const sockets = this.byUser.get(userId);
    // Insertion order is age: the first is the tab opened longest ago, most likely forgotten.
    const oldest = sockets && sockets.size >= this.maxPerUser ? sockets.values().next() : undefined;
    if (oldest && !oldest.done) {
      this.close(oldest.value, CLOSE_TOO_MANY, 'Too many open tabs; this was the oldest');
    }
    this.all.add(connection);
    addTo(this.byUser, userId, connection);
    addTo(this.bySession, session.id, connection);
    return connection;
  }

  remove(connection: Connection): void {
    clearTimeout(connection.expiry);
    connection.expiry = undefined;
    this.all.delete(connection);
    removeFrom(this.byUser, connection.userId, connection);
    removeFrom(this.bySession, connection.session.id, connection);
  }

  /** Closes every socket of a session that ended, and any that was still upgrading for it. */
  endSession(sessionId: string, reason: string): void {
    const now = Date.now();
    for (const [id, at] of this.ended) {
      if (now - at < ENDED_MEMORY_MS) break;
      this.ended.delete(id);
    }
    this.ended.delete(sessionId);
    this.ended.set(sessionId, now);
    for (const connection of [...(this.bySession.get(sessionId) ?? [])]) {
      this.close(connection, CLOSE_SIGNED_OUT, reason);
    }
  }

  connections(): Connection[] {
    return [...this.all];
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  get size(): number {
    return this.all.size;
  }

  /** Serialised once; each socket's send only queues, so a slow device never holds up the rest. */
  send(userId: string, message: object): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const text = JSON.stringify(message);
    for (const connection of sockets) this.deliver(connection, text);
  }

  sendToAll(message: object): void {
    const text = JSON.stringify(message);
    for (const connection of this.all) this.deliver(connection, text);
  }

  close(connection: Connection, code: number, reason: string): void {
    this.remove(connection);
    connection.socket.close(code, reason);
  }

  /**
   * Ends sockets that missed the last ping, pings the rest, and hands the ones whose session was
   * checked longer ago than sessionCheckMs to recheck, all at once.
   */
  beat(sessionCheckMs: number, recheck: (connections: Connection[]) => void): void {
    const now = Date.now();
    const due: Connection[] = [];
    for (const connection of this.all) {
      if (!connection.alive) {
        this.remove(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      if (now - connection.checkedAt >= sessionCheckMs) {
        connection.checkedAt = now;
        due.push(connection);
      }
    }
    if (due.length > 0) recheck(due);
  }

  /** Says goodbye to every socket, then cuts off any that have not finished closing shortly after. */
  async closeAll(): Promise<void> {
    const sockets = [...this.all].map((connection) => connection.socket);
    for (const connection of this.all) clearTimeout(connection.expiry);
    this.all.clear();
    this.byUser.clear();
    this.bySession.clear();
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(CLOSE_SHUTDOWN, 'Server shutting down');
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
    await Promise.race([Promise.all(closed), grace]);
    clearTimeout(timer);
    for (const socket of sockets) if (socket.readyState !== socket.CLOSED) socket.terminate();
  }

  private deliver(connection: Connection, text: string): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    socket.send(text);
    if (socket.bufferedAmount > SEND_BUFFER_LIMIT) {
      this.close(connection, CLOSE_TOO_SLOW, 'Too far behind; reconnect and refetch');
    }
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  set?.delete(value);
  if (set?.size === 0) map.delete(key);
}
