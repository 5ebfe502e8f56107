import net from 'node:net';
import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { CLOSE_SIGNED_OUT, CLOSE_TOO_SLOW, Hub, SEND_BUFFER_LIMIT } from '../src/realtime/hub';
import { createTestApp, type TestApp } from './helpers';
import { student } from './planner-helpers';
import { listenOn, openSocket, sessionCookie, TestSocket } from './realtime-helpers';

describe('the hub', () => {
  it('closes a socket whose unsent data passes 1 MiB instead of buffering forever', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    let tcp: net.Socket | undefined;
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}`, {
      // ws only ever calls it with an options object; the cast drops net's other overloads.
      createConnection: ((options: net.NetConnectOpts) =>
        (tcp = net.connect(options))) as typeof net.createConnection,
    });
    const client = new TestSocket(ws, () => tcp);
    const hub = new Hub();
    const serverSide = await accepted;
    hub.add(serverSide, 'maya', { id: 'session', expiresAt: Date.now() + 60_000 });
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    tcp?.pause();

    const chunk = { type: 'change', row: 'x'.repeat(256 * 1024) };
    let sends = 0;
    while (hub.size > 0 && sends < 400) {
      hub.send('maya', chunk);
      sends += 1;
      await setImmediate();
    }
    expect(hub.size).toBe(0);
    expect(serverSide.bufferedAmount).toBeGreaterThan(SEND_BUFFER_LIMIT);
    tcp?.resume();
    expect((await client.closed).code).toBe(CLOSE_TOO_SLOW);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('closes a socket whose session ended while it was still being upgraded', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}`);
    const client = new TestSocket(ws, () => undefined);
    const hub = new Hub();
    hub.endSession('signed-out', 'Session ended');
    const session = { id: 'signed-out', expiresAt: Date.now() + 60_000 };
    expect(hub.add(await accepted, 'maya', session)).toBeUndefined();
    expect(hub.size).toBe(0);
    expect(await client.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Session ended' });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('the heartbeat', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // A beat long enough that a healthy socket's pong is back before the next one even when the
    // machine is loaded: a loaded test process could otherwise miss a beat and end it too.
    t = await createTestApp({}, { realtime: { heartbeatMs: 1000, sessionCheckMs: 0 } });
    base = await listenOn(t.app);
  });
  afterAll(() => t.close());

  it('ends a socket that stops answering pings', async () => {
    const maya = await student(t);
    const healthy = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    const stuck = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    stuck.tcp()?.pause();
    // The heartbeat pings the healthy socket on every beat; the stuck one misses the first ping
    // and is ended on the next beat, so three pings here mean its end has come.
    await new Promise<void>((resolve) => {
      let pings = 0;
      healthy.ws.on('ping', () => {
        if (++pings === 3) resolve();
      });
    });
    stuck.tcp()?.resume();
    // Terminated without a close frame: the client sees its connection cut.
    expect((await stuck.closed).code).toBe(1006);
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
    healthy.close();
  });

  it('closes the sockets of a session removed without a notice', async () => {
    const maya = await student(t);
    const socket = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    const cookie = sessionCookie(maya.browser);
    // Straight in the database, as an operator might: no sign-out announces it.
    await t.database.db.delete(sessions).where(eq(sessions.userId, maya.userId));
    const closed = await socket.closed;
    expect(closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Session ended' });
    await expect(openSocket(base, { cookie })).rejects.toThrow('upgrade refused: 401');
  });
});
