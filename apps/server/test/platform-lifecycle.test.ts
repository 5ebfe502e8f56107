import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers';
import { type Running, serverDir, startServer, waitForHealth } from './server-process';

async function post(server: Running, url: string, body: unknown) {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url.replace('127.0.0.1', 'localhost'),
    },
    body: JSON.stringify(body),
  });
}

/** A process that has exited but not yet been reaped (a zombie) counts as gone. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function gone(pid: number, timeoutMs = 5000): Promise<boolean> {
  const started = Date.now();
  while (alive(pid) && Date.now() - started < timeoutMs)
    await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}

let dataDir: string;
const started: Running[] = [];
const track = (server: Running) => (started.push(server), server);

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-lifecycle-'));
});

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (alive(pid)) process.kill(pid, 'SIGINT');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process with the embedded database', () => {
  const user = {
    email: 'lifecycle@example.com',
    password: 'survives-crash',
    name: 'Life Cycle',
    firstName: 'Life',
    lastName: 'Cycle',
  };

  it('initialises a new data folder on first start', async () => {
    const first = track(await startServer({ DATA_DIR: dataDir }));
    await waitForHealth(first);
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: { state: 'up', mode: 'embedded' } });
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('refuses a second server on the same data folder with a clear message', async () => {
    const first = track(await startServer({ DATA_DIR: dataDir }));
    await waitForHealth(first);
    const second = track(await startServer({ DATA_DIR: dataDir }));
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Assignd server');
    expect(second.output()).toContain('is already using the data folder');
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('recovers after kill -9 without losing a committed row, then stops cleanly on SIGTERM', async () => {
    const first = track(await startServer({ DATA_DIR: dataDir }));
    await waitForHealth(first);
    const created = await post(first, '/api/auth/sign-up/email', user);
    expect(created.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const orphan = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(alive(orphan)).toBe(true);

    const next = track(await startServer({ DATA_DIR: dataDir }));
    await waitForHealth(next);
    expect(next.output()).toContain('Adopted the embedded PostgreSQL left running');
    const signIn = await post(next, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(next.output()).toContain('Stopped cleanly');
    expect(existsSync(pidFile)).toBe(false);
    expect(await gone(orphan)).toBe(true);
  });

  it('still stops cleanly on SIGTERM when its PostgreSQL was already stopped by someone else', async () => {
    const server = track(await startServer({ DATA_DIR: dataDir }));
    await waitForHealth(server);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    // SIGINT is PostgreSQL's fast shutdown, what an admin's pg_ctl stop sends.
    process.kill(postmaster, 'SIGINT');
    expect(await gone(postmaster)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
  });

  it('uses an external PostgreSQL through DATABASE_URL with the same migrations', async () => {
    const { url, drop } = await createTestDatabase();
    const externalDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-external-'));
    try {
      const server = track(await startServer({ DATA_DIR: externalDir, DATABASE_URL: url }));
      await waitForHealth(server);
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toEqual({ status: 'ok', database: { state: 'up', mode: 'external' } });
      expect(existsSync(path.join(externalDir, 'postgres'))).toBe(false);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await drop();
      rmSync(externalDir, { recursive: true, force: true });
    }
  });

  it('stops at once with one line naming a wrong setting', async () => {
    const server = track(await startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' }));
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      '[assignd] Invalid setting PORT: expected a whole number between 1 and 65535',
    );
  });
});
