import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Auth } from '../src/auth/auth';
import type { Availability } from '../src/db/availability';
import { installErrorHandler } from '../src/lib/http';
import type { SessionRepository } from '../src/auth/session-repository';
import { signOutFallback } from '../src/auth/sign-out-fallback';
import { authRoutes } from '../src/routes/auth';

const COOKIE =
  'assignd.session_token=tok123.c2lnbmF0dXJl; assignd.session_data=abc; theme=dark; other.session_token=x';

/** Session rows whose database is down until the test says otherwise. */
function rowsWithOutage() {
  const rows = { down: true, ended: [] as string[] };
  const repository = {
    endByToken: (token: string) => {
      if (rows.down) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
      rows.ended.push(token);
      return Promise.resolve();
    },
  } as unknown as SessionRepository;
  return { rows, repository };
}

const quiet = { warn: () => undefined } as never;

/** The auth routes alone on a Fastify app (with the app's error handler when `down` is given). */
async function signOutOn(auth: Auth, down?: Availability) {
  const app = Fastify();
  if (down) installErrorHandler(app, down);
  await app.register(authRoutes, {
    auth,
    sessions: rowsWithOutage().repository,
    rateLimitMax: 10,
  });
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { cookie: COOKIE, 'content-type': 'application/json' },
    payload: '{}',
  });
  return { reply, close: () => app.close() };
}

describe('a sign-out the database cannot complete', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('still expires the session cookies of this browser', async () => {
    // Better Auth answers its own failure as a plain 500 when it cannot delete the session.
    const auth = {
      handler: () => Promise.resolve(new Response('{"code":"FAILED"}', { status: 500 })),
    } as unknown as Auth;
    const { reply, close: closeApp } = await signOutOn(auth);
    close = closeApp;
    expect(reply.statusCode).toBe(500);
    const cookies = [reply.headers['set-cookie']].flat();
    expect(cookies).toEqual([
      'assignd.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'assignd.session_data=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('also when the outage is known and answered before the route runs', async () => {
    const down = {
      up: false,
      noteError: () => true,
      check: () => Promise.resolve(false),
      onChange: () => undefined,
    } as unknown as Availability;
    const auth = { handler: () => Promise.reject(new Error('not reached')) } as unknown as Auth;
    const { reply, close: closeApp } = await signOutOn(auth, down);
    close = closeApp;
    expect(reply.statusCode).toBe(503);
    expect([reply.headers['set-cookie']].flat()).toContain(
      'assignd.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('ends the session row once the database answers again', async () => {
    const { rows, repository } = rowsWithOutage();
    const fallback = signOutFallback(repository, quiet);
    close = () => Promise.resolve(fallback.close());
    expect(fallback.failed('__Secure-assignd.session_token=tok9.sig')).toEqual([
      '__Secure-assignd.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
    ]);
    await fallback.retry();
    expect(rows.ended).toEqual([]);
    rows.down = false;
    await fallback.retry();
    expect(rows.ended).toEqual(['tok9']);
    await fallback.retry();
    expect(rows.ended).toEqual(['tok9']);
  });
});
