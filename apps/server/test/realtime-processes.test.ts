import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('two server processes on one database', () => {
  it('deliver a write made through one to a socket held by the other, and still stop cleanly', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const [a, b] = [await startServer(env), await startServer(env)];
    servers.push(a, b);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);

    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: originOf(a) },
      body: JSON.stringify(newUser()),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');

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
