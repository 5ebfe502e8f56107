import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import type { JobModule } from '../src/jobs/job-types';
import type { Mailer } from '../src/mail/mailer';
import type { RealtimeOptions } from '../src/realtime/realtime';
import { runAdminSql } from './admin-sql';

export const ORIGIN = 'http://localhost:3000';

/**
 * A new database of its own for a test: empty, or with `migrated` a copy of the database the
 * global setup migrated once.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `assignd_test_${randomBytes(6).toString('hex')}`;
  const run = (sql: string) => runAdminSql(adminUrl, sql);
  await run(`create database ${name}${migrated ? ` template ${inject('migratedTemplate')}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    mailer?: Mailer;
    realtime?: RealtimeOptions;
    clock?: () => Date;
    jobModules?: readonly JobModule[];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-test-data-'));
  const { url, drop } = await createTestDatabase({ migrated: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: ORIGIN,
    ...env,
  });
  const database = connectDatabase(url);
  const app = await buildApp({ config, database, databaseMode: 'external', ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.pool.end();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app of its own, with `env`, for the describe block this is called in: started before the
 * block's tests and closed after them. The getter answers it once the block runs.
 */
export function appForBlock(env: Record<string, string>): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error('the block app starts in beforeAll');
    return app;
  };
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Request headers; undefined leaves out one the browser would otherwise send (Origin, say). */
type Headers = Record<string, string | undefined>;

/** A browser stand-in: keeps cookies between requests and sends the Origin a browser would. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { ip?: string; headers?: Headers } = {},
  ) {}

  get(url: string, headers: Headers = {}): Promise<Reply> {
    return this.send('GET', url, undefined, headers);
  }

  post(url: string, body?: unknown, headers: Headers = {}): Promise<Reply> {
    return this.send('POST', url, body, headers);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async send(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Headers = {},
  ): Promise<Reply> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const merged: Headers = {
      origin: ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...this.options.headers,
      ...headers,
    };
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.options.ip ?? '127.0.0.1',
      headers: Object.fromEntries(
        Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    for (const set of response.cookies) {
      if (set.maxAge === 0 || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
    } catch {
      parsed = { text: response.body };
    }
    return { status: response.statusCode, body: parsed, headers: response.headers };
  }
}

export const newUser = (
  overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {},
) => {
  const firstName = overrides.firstName ?? 'Maya';
  const lastName = overrides.lastName ?? 'Chen';
  return {
    email: overrides.email ?? `maya.${randomBytes(4).toString('hex')}@example.com`,
    password: overrides.password ?? 'correct-horse',
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
  };
};

export async function signUp(browser: Browser, user = newUser()) {
  const reply = await browser.post('/api/auth/sign-up/email', user);
  return { user, reply };
}

/** The student whose session the browser holds; undefined without one (get-session answers null). */
export async function sessionUser(browser: Browser) {
  const { body } = await browser.get('/api/auth/get-session');
  return (body as { user?: { id: string; email: string; name: string } } | null)?.user;
}
