import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import type { Availability } from '../db/availability';
import type { Auth } from '../auth/auth';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../db/client';
import type { SessionRepository } from '../auth/session-repository';
import { changePosition } from '../platform/change-repository';
import type { RealtimePart } from '../platform/server-module';
import type { NumberedNotice } from './changes';
import { CLOSE_SIGNED_OUT, type Connection, Hub, type SocketSession } from './hub';
import { changeListener } from './listener';
import { rowReader, type ServerMessage } from './rows';

export interface RealtimeOptions {
  heartbeatMs?: number;
  /** How stale a socket's session check may get before the heartbeat asks again. */
  sessionCheckMs?: number;
  maxSocketsPerUser?: number;
}

const HEARTBEAT_MS = 30_000;
const SESSION_CHECK_MS = 5 * 60_000;
// setTimeout fires at once for longer delays; a session lasts 30 days, so far expiries re-arm.
const MAX_TIMER_MS = 2 ** 31 - 1;
// Clients send nothing; anything they do send is read and dropped, so keep it small.
const MAX_INCOMING_BYTES = 4096;

/**
 * Tasks of one user run one after another, so their devices get changes in commit order even
 * though each row is read asynchronously; different users do not wait for each other.
 */
function perUserQueue(onError: (error: unknown) => void) {
  const tails = new Map<string, Promise<void>>();
  return (userId: string, task: () => Promise<void>) => {
    const tail = (tails.get(userId) ?? Promise.resolve()).then(task).catch(onError);
    tails.set(userId, tail);
    void tail.then(() => {
      if (tails.get(userId) === tail) tails.delete(userId);
    });
  };
}

function ready(socket: WebSocket, cursor: number | undefined): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ type: 'ready', cursor } satisfies ServerMessage));
}

/** GET /api/realtime: a WebSocket per tab, fed from this process's LISTEN connection. */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    pool: pg.Pool;
    availability: Availability;
    db: Database;
    sessions: SessionRepository;
    /** Each shared realtime table's reader, from the module that sends its changes. */
    parts: readonly RealtimePart[];
    trustedOrigins: readonly string[];
    options?: RealtimeOptions;
  },
) {
  const { auth } = deps;
  const heartbeatMs = deps.options?.heartbeatMs ?? HEARTBEAT_MS;
  const sessionCheckMs = deps.options?.sessionCheckMs ?? SESSION_CHECK_MS;
  const hub = new Hub(deps.options?.maxSocketsPerUser);
  const messageFor = rowReader(deps.db, deps.parts);
  const enqueue = perUserQueue((error) =>
    app.log.error({ err: error }, 'Realtime: could not deliver a change'),
  );

  const onNotice = (notice: NumberedNotice) => {
    // Read once per notice for all of the user's sockets, and not at all with none here.
    if (!hub.has(notice.userId)) return;
    enqueue(notice.userId, async () => {
      const message: ServerMessage | undefined = await messageFor(notice);
      if (message) hub.send(notice.userId, message);
    });
  };

  const expire = (connection: Connection, reason: string) =>
    hub.endSession(connection.session.id, reason);

  /** Arms the socket's timer for its session's expiry, as last read from the database. */
  const armExpiry = (connection: Connection) => {
    clearTimeout(connection.expiry);
    const delay = Math.min(Math.max(connection.session.expiresAt - Date.now(), 0), MAX_TIMER_MS);
    connection.expiry = setTimeout(() => {
      connection.expiry = undefined;
      if (Date.now() < connection.session.expiresAt) armExpiry(connection);
      // Using the app extends a session, so the row is asked before the socket is ended.
      else recheck([connection]);
    }, delay);
    connection.expiry.unref();
  };

  /** Closes the sockets whose session is gone or expired; the rest follow any new expiry. */
  const recheck = (connections: Connection[]) => {
    void deps.sessions
      .expiries(connections.map((connection) => connection.session.id))
      .then((expiries) => {
        const now = Date.now();
        for (const connection of connections) {
          if (connection.socket.readyState !== connection.socket.OPEN) continue;
          const expiresAt = expiries.get(connection.session.id);
          if (expiresAt === undefined) expire(connection, 'Session ended');
          else if (expiresAt <= now) expire(connection, 'Session expired');
          else if (expiresAt !== connection.session.expiresAt) {
            connection.session.expiresAt = expiresAt;
            armExpiry(connection);
          }
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Realtime: session check failed'));
  };

  let listening = false;
  const listener = changeListener({
    connection: deps.pool.options,
    tables: deps.parts.map((part) => part.table),
    onNotice,
    onSessionEnded: (sessionId) => hub.endSession(sessionId, 'Session ended'),
    onListening() {
      if (listening) {
        // Changes and sign-outs made while this process was not listening never reached it.
        hub.sendToAll({ type: 'refresh', origin: null });
        const connections = hub.connections();
        if (connections.length > 0) recheck(connections);
      }
      listening = true;
    },
    log: { warn: (message) => app.log.warn(message) },
    onError: (error) => deps.availability.noteError(error),
  });
  deps.availability.onChange((up) => {
    if (up) listener.retryNow();
  });

  const heartbeat = setInterval(() => hub.beat(sessionCheckMs, recheck), heartbeatMs);
  heartbeat.unref();

  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_INCOMING_BYTES },
    async preClose() {
      clearInterval(heartbeat);
      await listener.stop();
      await hub.closeAll();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });
  app.addHook('onReady', () => listener.start());

  const sessions = new WeakMap<FastifyRequest, { userId: string; session: SocketSession }>();
  const trusted = new Set(deps.trustedOrigins);

  app.get(
    '/api/realtime',
    {
      websocket: true,
      // Refused before the upgrade, as plain HTTP answers the client can read.
      async preValidation(request: FastifyRequest, reply: FastifyReply) {
        const origin = request.headers.origin;
        // A page on another site could otherwise open a socket riding the user's cookie.
        if (origin !== undefined && !trusted.has(origin)) {
          return reply.status(403).send({ error: 'Origin not allowed' });
        }
        const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
        if (!found) return reply.status(401).send({ error: 'Not signed in' });
        const { session } = found;
        sessions.set(request, {
          userId: found.user.id,
          session: { id: session.id, expiresAt: new Date(session.expiresAt).getTime() },
        });
      },
    },
    (socket, request) => {
      const upgrade = sessions.get(request);
      if (!upgrade) {
        socket.close(CLOSE_SIGNED_OUT, 'Not signed in');
        return;
      }
      const connection = hub.add(socket, upgrade.userId, upgrade.session);
      if (!connection) return;
      armExpiry(connection);
      socket.on('pong', () => (connection.alive = true));
      socket.on('close', () => hub.remove(connection));
      // Read after the socket joined the hub: a change committed later reaches it as a message,
      // so a device at this cursor has missed nothing. Without it (the database is down) the
      // device asks the change feed itself.
      void changePosition(deps.db, upgrade.userId).then(
        ({ seq }) => ready(socket, seq),
        () => ready(socket, undefined),
      );
    },
  );
}
