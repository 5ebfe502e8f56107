import net from 'node:net';
import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
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
    hub.add(serverSide, 'maya', undefined);
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
});

describe('the heartbeat', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({}, { realtime: { heartbeatMs: 100, sessionCheckMs: 0 } });
    base = await listenOn(t.app);
  });
  afterAll(() => t.close());

  it('ends a socket that stops answering pings', async () => {
    const maya = await student(t);
    const healthy = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    const stuck = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    stuck.tcp()?.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    stuck.tcp()?.resume();
    // Terminated without a close frame: the client sees its connection cut.
    expect((await stuck.closed).code).toBe(1006);
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
    healthy.close();
  });

  it('closes the sockets of a session that has ended', async () => {
    const maya = await student(t);
    const socket = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    const cookie = sessionCookie(maya.browser);
    expect((await maya.browser.post('/api/auth/sign-out')).status).toBe(200);
    const closed = await socket.closed;
    expect(closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Session ended' });
    await expect(openSocket(base, { cookie })).rejects.toThrow('upgrade refused: 401');
  });
});
