import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, ORIGIN, type Browser, type TestApp } from './helpers';

export type Message = Record<string, unknown>;

/** A device's realtime socket that records what it is sent. */
export class TestSocket {
  readonly messages: Message[] = [];
  /** The `ready` message the socket opened with. */
  ready: Message | undefined;
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(
    readonly ws: WebSocket,
    /** The TCP socket under it, so a test can stop reading. */
    readonly tcp: () => net.Socket | undefined,
  ) {
    ws.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString()) as Message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Resolves with the messages once there are `count` of them beyond `from`. */
  async take(count: number, from = 0, timeoutMs = 5000): Promise<Message[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length - from < count) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `expected ${count} messages, got ${JSON.stringify(this.messages.slice(from))}`,
        );
      }
      await Promise.race([new Promise<void>((wake) => this.waiters.push(wake)), sleep(left)]);
    }
    return this.messages.slice(from, from + count);
  }

  close(): void {
    this.ws.close();
  }
}

export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `ws://127.0.0.1:${address.port}`;
}

export const sessionCookie = (browser: Browser) =>
  `assignd.session_token=${browser.cookie('assignd.session_token') ?? ''}`;

/** Opens a socket and waits for `ready`; rejects with the HTTP status of a refused upgrade. */
export async function openSocket(
  base: string,
  headers: Record<string, string>,
  client = 'device',
): Promise<TestSocket> {
  let tcp: net.Socket | undefined;
  const ws = new WebSocket(`${base}/api/realtime?client=${client}`, {
    headers: { origin: ORIGIN, ...headers },
    // ws only ever calls it with an options object; the cast drops net's other overloads.
    createConnection: ((options: net.NetConnectOpts) =>
      (tcp = net.connect(options))) as typeof net.createConnection,
  });
  const socket = new TestSocket(ws, () => tcp);
  await new Promise<void>((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
    ws.once('open', () => resolve());
  });
  const [ready] = await socket.take(1);
  if (ready?.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  socket.ready = socket.messages.shift();
  return socket;
}

export const quietFor = (ms = 300) => sleep(ms);

/** A fresh app listening on a port of its own, for the sockets of a test file. */
export async function listeningTestApp(
  ...args: Parameters<typeof createTestApp>
): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp(...args);
  return { t, base: await listenOn(t.app) };
}

/**
 * Opens a browser's socket (on `base()` unless told another address); every socket opened this
 * way is closed after each test, so one test's sockets never hear the next one's changes.
 */
export function socketsClosedAfterEach(base: () => string) {
  const opened: TestSocket[] = [];
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  return async (browser: Browser, on = base()): Promise<TestSocket> => {
    const socket = await openSocket(on, { cookie: sessionCookie(browser) });
    opened.push(socket);
    return socket;
  };
}
