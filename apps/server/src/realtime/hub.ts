import type { WebSocket } from 'ws';

/** Past this much unsent data a device is too far behind to catch up; it reconnects and refetches. */
export const SEND_BUFFER_LIMIT = 1024 * 1024;
/** Going Away for shutdown; Try Again Later for a socket that cannot keep up. */
export const CLOSE_SHUTDOWN = 1001;
export const CLOSE_TOO_SLOW = 1013;
/** Application code: the session behind the socket is gone (signed out or expired). */
export const CLOSE_SIGNED_OUT = 4001;

const CLOSE_GRACE_MS = 1000;

export interface Connection {
  readonly socket: WebSocket;
  readonly userId: string;
  /** The cookie it connected with, to ask later whether that session still stands. */
  readonly cookie: string | undefined;
  alive: boolean;
  checkedAt: number;
}

/** The open sockets of this process by user, and the heartbeat that keeps them honest. */
export class Hub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly all = new Set<Connection>();

  add(socket: WebSocket, userId: string, cookie: string | undefined): Connection {
    const connection: Connection = { socket, userId, cookie, alive: true, checkedAt: Date.now() };
    this.all.add(connection);
    const sockets = this.byUser.get(userId);
    if (sockets) sockets.add(connection);
    else this.byUser.set(userId, new Set([connection]));
    return connection;
  }

  remove(connection: Connection): void {
    this.all.delete(connection);
    const sockets = this.byUser.get(connection.userId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(connection.userId);
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
   * checked longer ago than sessionCheckMs to recheck.
   */
  beat(sessionCheckMs: number, recheck: (connection: Connection) => void): void {
    const now = Date.now();
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
        recheck(connection);
      }
    }
  }

  /** Says goodbye to every socket, then cuts off any that have not finished closing shortly after. */
  async closeAll(): Promise<void> {
    const sockets = [...this.all].map((connection) => connection.socket);
    this.all.clear();
    this.byUser.clear();
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
