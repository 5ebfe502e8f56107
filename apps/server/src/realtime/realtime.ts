import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Auth } from '../auth/auth';
import type { PlannerRepositories } from '../repositories/planner-repositories';
import { type SessionUser, sessionUser, sessionUserOf } from '../routes/auth';
import type { ProfileService } from '../services/profile-service';
import type { ChangeNotice } from './changes';
import { CLOSE_SIGNED_OUT, type Connection, Hub } from './hub';
import { changeListener } from './listener';
import { rowReader, type ServerMessage } from './rows';

export interface RealtimeOptions {
  heartbeatMs?: number;
  /** How stale a socket's session check may get before the heartbeat asks again. */
  sessionCheckMs?: number;
}

const HEARTBEAT_MS = 30_000;
const SESSION_CHECK_MS = 5 * 60_000;
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

/** GET /api/realtime: a WebSocket per tab, fed from this process's LISTEN connection. */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    pool: pg.Pool;
    repositories: PlannerRepositories;
    profiles: ProfileService;
    publicUrl: string;
    options?: RealtimeOptions;
  },
) {
  const { auth } = deps;
  const heartbeatMs = deps.options?.heartbeatMs ?? HEARTBEAT_MS;
  const sessionCheckMs = deps.options?.sessionCheckMs ?? SESSION_CHECK_MS;
  const hub = new Hub();
  const messageFor = rowReader(deps.repositories, deps.profiles);
  const enqueue = perUserQueue((error) =>
    app.log.error({ err: error }, 'Realtime: could not deliver a change'),
  );

  const onNotice = (notice: ChangeNotice) => {
    // Read once per notice for all of the user's sockets, and not at all with none here.
    if (!hub.has(notice.userId)) return;
    enqueue(notice.userId, async () => {
      const message: ServerMessage | undefined = await messageFor(notice);
      if (message) hub.send(notice.userId, message);
    });
  };

  let listening = false;
  const listener = changeListener({
    connection: deps.pool.options,
    onNotice,
    onListening() {
      // Changes made while this process was not listening never reached its sockets.
      if (listening) hub.sendToAll({ type: 'refresh', origin: null });
      listening = true;
    },
    log: { warn: (message) => app.log.warn(message) },
  });

  const recheck = (connection: Connection) => {
    void sessionUserOf(auth, { cookie: connection.cookie })
      .then((user) => {
        if (user?.id !== connection.userId) {
          hub.close(connection, CLOSE_SIGNED_OUT, 'Session ended');
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'Realtime: session check failed'));
  };
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

  const users = new WeakMap<FastifyRequest, SessionUser>();
  const allowedOrigins = (request: FastifyRequest) => [
    new URL(deps.publicUrl).origin,
    `${request.protocol}://${request.host}`,
  ];

  app.get(
    '/api/realtime',
    {
      websocket: true,
      // Refused before the upgrade, as plain HTTP answers the client can read.
      async preValidation(request: FastifyRequest, reply: FastifyReply) {
        const origin = request.headers.origin;
        // A page on another site could otherwise open a socket riding the user's cookie.
        if (origin !== undefined && !allowedOrigins(request).includes(origin)) {
          return reply.status(403).send({ error: 'Origin not allowed' });
        }
        const user = await sessionUser(auth, request);
        if (!user) return reply.status(401).send({ error: 'Not signed in' });
        users.set(request, user);
      },
    },
    (socket, request) => {
      const user = users.get(request);
      if (!user) {
        socket.close(CLOSE_SIGNED_OUT, 'Not signed in');
        return;
      }
      const connection = hub.add(socket, user.id, request.headers.cookie);
      socket.on('pong', () => (connection.alive = true));
      socket.on('close', () => hub.remove(connection));
      socket.send(JSON.stringify({ type: 'ready' } satisfies ServerMessage));
    },
  );
}
