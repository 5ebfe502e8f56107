import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseAvailability, isConnectionError } from '../src/db/availability';
import { installErrorHandler } from '../src/lib/http';
import { UNAVAILABLE, until } from './outage-helpers';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });
/** What drizzle throws: its own message, with node-postgres's error as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: begin\nparams: ', { cause });

/** An app with the real error handling over a database whose reachability the test decides. */
function appWith(options: { reachable: boolean }) {
  const database = { reachable: options.reachable, probes: 0 };
  const availability = databaseAvailability({
    probe: () => {
      database.probes += 1;
      return database.reachable
        ? Promise.resolve()
        : Promise.reject(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    },
    closed: () => false,
    log: { warn: () => undefined },
  });
  const app = Fastify();
  installErrorHandler(app, availability);
  const routes = { reached: 0, fail: undefined as Error | undefined };
  app.get('/api/assignments', () => {
    routes.reached += 1;
    if (routes.fail) throw routes.fail;
    return [];
  });
  // better-auth answers its own failures as a plain 500 with the cause gone.
  app.post('/api/auth/sign-in/email', (_request, reply) =>
    reply.status(500).send({ code: 'FAILED_TO_GET_SESSION' }),
  );
  app.get('/api/config', () => ({ ok: true }));
  return { app, availability, database, routes };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function expectOutage(reply: {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}) {
  expect(reply.statusCode).toBe(503);
  expect(reply.json()).toEqual({ error: UNAVAILABLE });
  expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
}

describe('requests while the database cannot be reached', () => {
  it('answer a lost connection, even wrapped by drizzle, with 503 and Retry-After, not 500', async () => {
    const t = appWith({ reachable: false });
    app = t.app;
    t.routes.fail = wrapped(pgError('Connection terminated unexpectedly'));
    expectOutage(await app.inject({ method: 'GET', url: '/api/assignments' }));
    expect(t.availability.up).toBe(false);
  });

  it('are refused at once while it is known down, except those that need no database', async () => {
    const t = appWith({ reachable: false });
    app = t.app;
    t.availability.noteError(
      pgError('terminating connection due to administrator command', '57P01'),
    );
    expectOutage(await app.inject({ method: 'GET', url: '/api/assignments' }));
    expect(t.routes.reached).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
  });

  it('go through again once a probe reaches it', async () => {
    const t = appWith({ reachable: false });
    app = t.app;
    const changes: boolean[] = [];
    t.availability.onChange((up) => changes.push(up));
    t.availability.noteError(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    await until('a failed probe', () => t.database.probes > 0, 5000);
    t.database.reachable = true;
    await until('the database back up', () => t.availability.up, 5000);
    expect(changes).toEqual([false, true]);
    const reply = await app.inject({ method: 'GET', url: '/api/assignments' });
    expect(reply.statusCode).toBe(200);
  });

  it('turn a bare 500 into the 503 when the database does not answer either', async () => {
    const down = appWith({ reachable: false });
    app = down.app;
    expectOutage(await app.inject({ method: 'POST', url: '/api/auth/sign-in/email' }));
    await app.close();

    const up = appWith({ reachable: true });
    app = up.app;
    const reply = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email' });
    expect(reply.statusCode).toBe(500);
    expect(up.availability.up).toBe(true);
  });
});

describe('which errors mean the database is out of reach', () => {
  it.each([
    ['refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown', pgError('terminating connection due to administrator command', '57P01')],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['connection failure', pgError('connection failure', '08006')],
    ['dropped', pgError('Connection terminated unexpectedly')],
    ['wrapped by drizzle', wrapped(pgError('Connection terminated unexpectedly'))],
  ])('%s: yes', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['unique violation', pgError('duplicate key value', '23505')],
    ['bad input', pgError('invalid input syntax for type uuid', '22P02')],
    // A busy pool times out the same way; the probe tells the two apart.
    ['pool connect timeout', pgError('timeout exceeded when trying to connect')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'nope'],
  ])('%s: no', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
