import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers';
import {
  alive,
  type Answer,
  HttpClient,
  postmasterPid,
  startWriters,
  TcpProxy,
  UNAVAILABLE,
  until,
} from './outage-helpers';
import { openSocket } from './realtime-helpers';
import { type Running, serverDir, startServer, waitForHealth } from './server-process';

const started: Running[] = [];
const dirs: string[] = [];

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
});

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  for (const dir of dirs) {
    const pid = postmasterPid(dir);
    if (pid && alive(pid)) process.kill(pid, 'SIGINT');
    rmSync(dir, { recursive: true, force: true });
  }
});

async function serve(env: Record<string, string>): Promise<Running> {
  const server = await startServer(env);
  started.push(server);
  await waitForHealth(server);
  return server;
}

/** Anything but success is the outage answer: never a 500, never a dropped connection. */
function expectOutageAnswer(answer: Answer | undefined) {
  expect(answer?.status).toBe(503);
  expect(answer?.body).toEqual({ error: UNAVAILABLE });
  expect(Number(answer?.retryAfter)).toBeGreaterThan(0);
}

describe('the embedded PostgreSQL dying under a running server', () => {
  let dataDir: string;
  let server: Running;
  let client: HttpClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-outage-'));
    dirs.push(dataDir);
    server = await serve({ DATA_DIR: dataDir });
    client = new HttpClient(server.url);
    await client.signUp('outage@example.com');
  });

  it('answers 503 while it is down, restarts it, and loses no acknowledged write', async () => {
    const writers = startWriters(client, 4);
    await until('writes before the kill', () => writers.acknowledged().length >= 20);
    const postmaster = postmasterPid(dataDir)!;
    const killedAt = Date.now();
    process.kill(postmaster, 'SIGKILL');

    const failed = await until('a write failing after the kill', () =>
      writers.writes.find((write) => write.startedAt >= killedAt && write.status !== 201),
    );
    const recovered = await until('a write succeeding again', () =>
      writers.acknowledged().find((write) => write.startedAt > failed.doneAt),
    );
    console.warn(
      `Embedded PostgreSQL killed with SIGKILL under 4 writers: first 2xx ${recovered.doneAt - killedAt} ms after the kill`,
    );
    const before = writers.acknowledged().length;
    await until('writes after recovery', () => writers.acknowledged().length >= before + 20);
    await writers.stop();

    expect(server.child.exitCode).toBeNull();
    expect(writers.writes.filter((write) => write.status === 0)).toEqual([]);
    for (const write of writers.writes) if (write.status !== 201) expectOutageAnswer(write.answer);
    expect(writers.writes.some((write) => write.status === 503)).toBe(true);

    const list = await client.send('GET', '/api/assignments');
    expect(list.status).toBe(200);
    const stored = new Set((list.body as unknown as { id: string }[]).map((row) => row.id));
    const lost = writers.acknowledged().filter((write) => !stored.has(write.id!));
    console.warn(
      `Embedded PostgreSQL killed under writes: ${writers.acknowledged().length} writes acknowledged, ${lost.length} lost, ${writers.writes.filter((write) => write.status === 503).length} answered 503`,
    );
    expect(lost).toEqual([]);
    expect(server.output()).toMatch(/restarted/i);
  });

  it('restarts it when it dies while the server is idle', async () => {
    const postmaster = postmasterPid(dataDir)!;
    const killedAt = Date.now();
    process.kill(postmaster, 'SIGKILL');
    await until('a new postmaster', () => {
      const pid = postmasterPid(dataDir);
      return pid !== undefined && pid !== postmaster && alive(pid);
    });
    const write = await until('a write succeeding', async () => {
      const answer = await client.send('POST', '/api/assignments', { title: 'After idle kill' });
      if (answer.status !== 201) expectOutageAnswer(answer);
      return answer.status === 201;
    });
    expect(write).toBe(true);
    console.warn(
      `Embedded PostgreSQL killed while idle: writes back ${Date.now() - killedAt} ms after the kill`,
    );
    expect(server.child.exitCode).toBeNull();
  });

  it('stops cleanly on SIGTERM just after it died, leaving no PostgreSQL running', async () => {
    const postmaster = postmasterPid(dataDir)!;
    process.kill(postmaster, 'SIGKILL');
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
    const left = postmasterPid(dataDir);
    expect(left !== undefined && alive(left)).toBe(false);
  });
});

describe('an external PostgreSQL that goes away', () => {
  it('answers 503 while it cannot be reached and resumes, realtime included, when it is back', async () => {
    const { url, drop } = await createTestDatabase();
    const target = new URL(url);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-outage-external-'));
    dirs.push(dataDir);
    try {
      const server = await serve({ DATA_DIR: dataDir, DATABASE_URL: proxied.toString() });
      const client = new HttpClient(server.url);
      await client.signUp('external-outage@example.com');
      const socket = await openSocket(server.url.replace('http', 'ws'), {
        cookie: client.cookie,
        origin: client.origin,
      });

      await proxy.cut();
      const down = await until('a 503', async () => {
        const answer = await client.send('POST', '/api/assignments', { title: 'While cut' });
        if (answer.status !== 503) expect(answer.status).toBe(201);
        return answer.status === 503 ? answer : undefined;
      });
      expectOutageAnswer(down);
      const health = await client.send('GET', '/api/health');
      expect(health.status).toBe(503);

      await proxy.start();
      await until('a write succeeding', async () => {
        const answer = await client.send('POST', '/api/assignments', { title: 'After restore' });
        if (answer.status !== 201) expectOutageAnswer(answer);
        return answer.status === 201;
      });
      // Once listening again it tells sockets to refetch what they missed, then sends changes.
      await until('a refresh on the socket', () =>
        socket.messages.some((message) => message.type === 'refresh'),
      );
      const later = await client.send('POST', '/api/assignments', { title: 'Seen live' });
      expect(later.status).toBe(201);
      await until('the change on the socket', () =>
        socket.messages.some((message) => message.id === later.body.id),
      );
      expect(server.child.exitCode).toBeNull();
      socket.close();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await proxy.cut();
      await drop();
    }
  });
});
