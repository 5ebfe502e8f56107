import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Assignment } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, ORIGIN, type TestApp } from './helpers';
import { student, type Student } from './planner-helpers';

let t: TestApp;
let who: Student;
beforeAll(async () => {
  t = await createTestApp();
  who = await student(t);
  await t.database.db.execute(
    sql`insert into assignments (user_id, title, category)
        select ${who.userId}, 'Chapter ' || n || ' reading notes', 'Reading'
        from generate_series(1, 40) as n`,
  );
});
afterAll(() => t.close());

/** The raw answer, as bytes, to a signed-in GET with this Accept-Encoding. */
async function rawGet(url: string, acceptEncoding?: string) {
  const cookie = `assignd.session_token=${who.browser.cookie('assignd.session_token')}`;
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: {
      origin: ORIGIN,
      cookie,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

describe('compressed answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a list with %s, decoding to the same JSON', async (encoding, decode) => {
    const plain = await rawGet('/api/assignments');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.bytes.toString()) as Assignment[];
    expect(list).toHaveLength(40);

    const packed = await rawGet('/api/assignments', `${encoding}, identity`);
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(decode(packed.bytes).toString())).toEqual(list);
  });

  it('prefers brotli when the browser takes both', async () => {
    const packed = await rawGet('/api/assignments', 'gzip, deflate, br');
    expect(packed.headers['content-encoding']).toBe('br');
  });

  it.each(['*', 'compress, x-unknown', 'identity;q=0', 'gzip;q=abc, br;q=-1', ',,;;'])(
    'answers a list readably to Accept-Encoding %j',
    async (acceptEncoding) => {
      const reply = await rawGet('/api/assignments', acceptEncoding);
      expect(reply.status).toBe(200);
      const decode = { br: brotliDecompressSync, gzip: gunzipSync }[
        String(reply.headers['content-encoding'] ?? '')
      ];
      const text = (decode ? decode(reply.bytes) : reply.bytes).toString();
      expect(JSON.parse(text)).toHaveLength(40);
    },
  );

  it('leaves answers under 1 KiB as they are', async () => {
    const profile = await rawGet('/api/profile', 'br, gzip');
    expect(profile.status).toBe(200);
    expect(profile.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(profile.bytes.toString())).toMatchObject({ firstName: 'Maya' });
  });
});

describe('the web build', () => {
  it('serves the .br file the build wrote, answers 404 for a missing asset and the app for a route', async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'assignd-web-'));
    const script = `console.log(${JSON.stringify('planner '.repeat(400))});`;
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Assignd</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app.js'), script);
    // Marked, to tell the build's file from one compressed on the fly.
    const built = `${script}\n// compressed by the build`;
    writeFileSync(path.join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(built));
    const app = await buildApp({
      config: { ...t.config, serveWeb: true },
      database: t.database,
      databaseMode: 'external',
      webRoot,
    });
    try {
      const response = await app.inject({
        url: '/assets/app.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(built);
      // A file of an older build (a tab opened before an upgrade asks for it) is missing, not
      // the app's page, which the browser would refuse as a script without saying why.
      const gone = await app.inject({ url: '/assets/app-of-the-last-build.js' });
      expect(gone.statusCode).toBe(404);
      const route = await app.inject({ url: '/dashboard' });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>Assignd</title>');
      // An address the API does not have is the API's 404, not the app's page.
      for (const [method, url] of [
        ['GET', '/api/no-such-thing'],
        ['HEAD', '/api'],
      ] as const) {
        const missing = await app.inject({ method, url });
        expect(missing.statusCode, `${method} ${url}`).toBe(404);
        if (method !== 'HEAD') expect(missing.json()).toEqual({ error: 'Not found' });
      }
    } finally {
      await app.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('sends a visitor at / the landing page drawn at build time, and a device with a session the app', async () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'assignd-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Assignd app</title>');
    writeFileSync(
      path.join(webRoot, 'landing.html'),
      '<!doctype html><title>Assignd landing</title>',
    );
    const app = await buildApp({
      config: { ...t.config, serveWeb: true },
      database: t.database,
      databaseMode: 'external',
      webRoot,
    });
    const title = async (url: string, cookie?: string) => {
      const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      return /<title>(.*)<\/title>/.exec(response.body)?.[1];
    };
    try {
      expect(await title('/')).toBe('Assignd landing');
      expect(await title('/?utm_source=poster')).toBe('Assignd landing');
      // Whether the session is still valid is the app's to find out: it shows the landing page then.
      expect(await title('/', 'theme=dark; assignd.session_token=abc.def')).toBe('Assignd app');
      expect(await title('/', '__Secure-assignd.session_token=abc.def')).toBe('Assignd app');
      expect(await title('/', 'other.session_token=abc')).toBe('Assignd landing');
      expect(await title('/auth')).toBe('Assignd app');
      expect(await title('/dashboard')).toBe('Assignd app');
    } finally {
      await app.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
