import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { CLOSE_SIGNED_OUT, CLOSE_TOO_MANY, MAX_SOCKETS_PER_USER } from '../src/realtime/hub';
import { createTestApp, type TestApp } from './helpers';
import { signInAgain, student } from './planner-helpers';
import {
  listeningTestApp,
  listenOn,
  openSocket,
  sessionCookie,
  socketsClosedAfterEach,
  type TestSocket,
} from './realtime-helpers';

// The periodic session check stays at its 5-minute default here: whatever closes a socket within
// these tests' time limits is the sign-out notice or the expiry timer.
let t: TestApp;
let base: string;
beforeAll(async () => ({ t, base } = await listeningTestApp()));
afterAll(() => t.close());
const socketOf = socketsClosedAfterEach(() => base);

const isOpen = (socket: TestSocket) => socket.ws.readyState === WebSocket.OPEN;

describe('signing out', () => {
  it("closes every socket of that session at once, and only that session's", async () => {
    const maya = await student(t);
    const tabs = [await socketOf(maya.browser), await socketOf(maya.browser)];
    const phone = await signInAgain(t, maya);
    const phoneSocket = await socketOf(phone);

    const started = Date.now();
    expect((await maya.browser.post('/api/auth/sign-out')).status).toBe(200);
    for (const tab of tabs) {
      expect(await tab.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Session ended' });
    }
    expect(Date.now() - started).toBeLessThan(2000);

    expect(isOpen(phoneSocket)).toBe(true);
    const added = await phone.post('/api/assignments', { title: 'Still syncing' });
    expect(added.status).toBe(201);
    expect((await phoneSocket.take(1))[0]).toMatchObject({ type: 'change', id: added.body.id });
  });

  it('closes the sockets that session holds on another server process too', async () => {
    const database = connectDatabase(String(t.database.pool.options.connectionString));
    const other = await buildApp({ config: t.config, database, databaseMode: 'external' });
    try {
      const otherBase = await listenOn(other);
      const maya = await student(t);
      const here = await socketOf(maya.browser);
      const there = await socketOf(maya.browser, otherBase);
      expect((await maya.browser.post('/api/auth/sign-out')).status).toBe(200);
      expect((await there.closed).code).toBe(CLOSE_SIGNED_OUT);
      expect((await here.closed).code).toBe(CLOSE_SIGNED_OUT);
    } finally {
      await other.close();
      await database.pool.end();
    }
  });
});

describe('a session that expires', () => {
  let quick: TestApp;
  let quickBase: string;
  const CHECK_MS = 2000;
  beforeAll(async () => {
    // The periodic check runs every 2 s here, so a shortened expiry is read before it is due.
    // Beats of 500 ms: the check is read in time, and a loaded machine's late pong ends nothing.
    quick = await createTestApp({}, { realtime: { heartbeatMs: 500, sessionCheckMs: CHECK_MS } });
    quickBase = await listenOn(quick.app);
  });
  afterAll(() => quick.close());

  it('closes its socket when it expires, not at the next check', async () => {
    const maya = await student(quick);
    const socket = await socketOf(maya.browser, quickBase);
    // Just past the first check after now, and well before the one after that.
    const expiresAt = Date.now() + CHECK_MS + 500;
    await quick.database.db
      .update(sessions)
      .set({ expiresAt: new Date(expiresAt) })
      .where(eq(sessions.userId, maya.userId));

    expect(await socket.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Session expired' });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(Date.now() - expiresAt).toBeLessThan(CHECK_MS / 2);
    await expect(openSocket(quickBase, { cookie: sessionCookie(maya.browser) })).rejects.toThrow(
      'upgrade refused: 401',
    );
  });
});

describe('many tabs', () => {
  it(`keeps the newest ${MAX_SOCKETS_PER_USER} sockets of a user open, closing the oldest`, async () => {
    const maya = await student(t);
    const omar = await student(t);
    const omarSocket = await socketOf(omar.browser);
    const tabs: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) tabs.push(await socketOf(maya.browser));
    const newest = await socketOf(maya.browser);

    const oldest = tabs.shift();
    expect(await oldest?.closed).toEqual({
      code: CLOSE_TOO_MANY,
      reason: 'Too many open tabs; this was the oldest',
    });
    const added = await maya.browser.post('/api/assignments', { title: 'To every open tab' });
    for (const tab of [...tabs, newest]) {
      expect(isOpen(tab)).toBe(true);
      expect((await tab.take(1))[0]).toMatchObject({ type: 'change', id: added.body.id });
    }
    expect(isOpen(omarSocket)).toBe(true);
  });
});
