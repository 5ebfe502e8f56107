import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SIGNED_OUT } from '../src/realtime/hub';
import { createTestDatabase, newUser } from './helpers';
import { openSocket } from './realtime-helpers';
import { type Running, serverDir, startServer, waitForHealth } from './server-process';

let database: { url: string; drop: () => Promise<void> };
let dataDir: string;
const servers: Running[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-realtime-'));
});

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const originOf = (server: Running) => server.url.replace('127.0.0.1', 'localhost');

/** Signs a new student up through the server; answers the session cookie. */
async function signUpThrough(server: Running): Promise<string> {
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: originOf(server) },
    body: JSON.stringify(newUser()),
  });
  expect(signUp.status).toBe(200);
  return signUp.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
}

describe('two server processes on one database', () => {
  let a: Running;
  let b: Running;
  beforeAll(async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    [a, b] = [await startServer(env), await startServer(env)];
    servers.push(a, b);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
  });

  it("close a session's sockets on both as soon as it signs out through one", async () => {
    const cookie = await signUpThrough(a);
    const onA = await openSocket(a.url.replace('http', 'ws'), { cookie, origin: originOf(a) });
    const onB = await openSocket(b.url.replace('http', 'ws'), { cookie, origin: originOf(b) });
    const started = Date.now();
    const signOut = await fetch(`${a.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: originOf(a) },
    });
    expect(signOut.status).toBe(200);
    expect(await onB.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Session ended' });
    expect(await onA.closed).toEqual({ code: CLOSE_SIGNED_OUT, reason: 'Session ended' });
    // The periodic session check is 5 minutes away: only the notice closes them this soon.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('deliver a write made through one to a socket held by the other, and still stop cleanly', async () => {
    const cookie = await signUpThrough(a);

    const socket = await openSocket(b.url.replace('http', 'ws'), {
      cookie,
      origin: originOf(b),
    });
    const created = await fetch(`${a.url}/api/assignments`, {
      method: 'POST',
      headers: {
        cookie,
        origin: originOf(a),
        'content-type': 'application/json',
        'x-assignd-client': 'tab-a',
      },
      body: JSON.stringify({ title: 'Through process A' }),
    });
    expect(created.status).toBe(201);
    const row: unknown = await created.json();
    const [message] = await socket.take(1);
    expect(message).toMatchObject({ type: 'change', table: 'assignments', op: 'insert', row });
    expect(message?.origin).toBe('tab-a');

    // An open socket must not hold up a SIGTERM drain.
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    expect((await socket.closed).code).toBe(1001);
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
  });
});
