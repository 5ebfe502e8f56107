import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers';
import { student, type Student } from './planner-helpers';

// A title that would end the page's script element early if it were written as it is.
const TRICKY_TITLE = '</script><script>alert(1)</script><!-- read';

let t: TestApp;
let maya: Student;
let omar: Student;
let web: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  t = await createTestApp();
  maya = await student(t);
  omar = await student(t);
  const added = await maya.browser.post('/api/assignments', { title: TRICKY_TITLE });
  expect(added.status).toBe(201);
  await omar.browser.post('/api/assignments', { title: "Omar's essay" });
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'assignd-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Assignd app</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webRoot, 'first-reads.json'),
    JSON.stringify({
      shell: ['/api/auth/get-session', '/api/preferences'],
      pages: { '/dashboard': ['/api/assignments'], '/mobile/classes': ['/api/classes'] },
      code: { '/dashboard': ['/assets/routed-a1.js', '/assets/dashboard-page-b2.js'] },
    }),
  );
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'page-c3.js'), 'export const page = 1;');
  writeFileSync(path.join(webRoot, 'assets', 'page-c3.css'), 'body { color: black }');
  web = await buildApp({
    config: { ...t.config, serveWeb: true },
    database: t.database,
    databaseMode: 'external',
    webRoot,
  });
});

afterAll(async () => {
  await web.close();
  rmSync(webRoot, { recursive: true, force: true });
  await t.close();
});

const cookieOf = (who: Student) =>
  `assignd.session_token=${who.browser.cookie('assignd.session_token')}`;

interface FirstRead {
  body: unknown;
  cursor?: number;
}

/** The page at `url` and the first reads it carries (undefined when it has none). */
async function pageAt(url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await web.inject({ method, url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const found = /<script type="application\/json" id="first-reads">(.*?)<\/script>/s.exec(
    response.body,
  );
  return {
    response,
    reads: found?.[1] ? (JSON.parse(found[1]) as Record<string, FirstRead>) : undefined,
  };
}

describe("a page's first reads", () => {
  it("come with a student's page, as the API answers them, and hold no session token", async () => {
    const { response, reads } = await pageAt('/dashboard', cookieOf(maya));
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(Object.keys(reads ?? {}).sort()).toEqual([
      '/api/assignments',
      '/api/auth/get-session',
      '/api/preferences',
    ]);
    const session = reads?.['/api/auth/get-session']?.body as { user: Record<string, unknown> };
    // Who is signed in, and nothing of the session itself.
    expect(Object.keys(session)).toEqual(['user']);
    expect(Object.keys(session.user).sort()).toEqual(['email', 'id', 'name']);
    expect(session.user).toMatchObject({ id: maya.userId, email: maya.email });
    expect(response.body).not.toMatch(/token/i);

    const list = await maya.browser.get('/api/assignments');
    const assignments = reads?.['/api/assignments'];
    expect(assignments?.body).toEqual(list.body);
    expect(assignments?.body).toEqual([expect.objectContaining({ title: TRICKY_TITLE })]);
    expect(assignments?.cursor).toBe(Number(list.headers['x-assignd-cursor']));
    expect(reads?.['/api/preferences']?.body).toEqual(
      (await maya.browser.get('/api/preferences')).body,
    );
    // The title stays inside the data: the page has one script element, and it is the app's.
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect(response.body).not.toContain("Omar's essay");
  });

  it('are read for the page asked for, its trailing slash and query aside', async () => {
    const { reads } = await pageAt('/mobile/classes/?from=menu', cookieOf(omar));
    expect(Object.keys(reads ?? {}).sort()).toEqual([
      '/api/auth/get-session',
      '/api/classes',
      '/api/preferences',
    ]);
  });

  it("are the shell's alone where the plan lists no page, and left out for a visitor and HEAD", async () => {
    const settings = await pageAt('/settings', cookieOf(maya));
    expect(Object.keys(settings.reads ?? {}).sort()).toEqual([
      '/api/auth/get-session',
      '/api/preferences',
    ]);
    expect((await pageAt('/dashboard')).reads).toBeUndefined();
    const head = await pageAt('/dashboard', cookieOf(maya), 'HEAD');
    expect(head.response.headers['cache-control']).toBe('no-cache');
  });

  it('say at once that a session has ended, and read nothing else', async () => {
    const { reads } = await pageAt('/dashboard', 'assignd.session_token=ended.session');
    expect(reads).toEqual({ '/api/auth/get-session': { body: null, noStore: true } });
  });
});

describe("a page's code", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      ([, href]) => href,
    );

  it("is linked in a student's page head, for the page asked for", async () => {
    const { response } = await pageAt('/dashboard/', cookieOf(maya));
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(preloads(head)).toEqual(['/assets/routed-a1.js', '/assets/dashboard-page-b2.js']);
    expect(preloads((await pageAt('/settings', cookieOf(maya))).response.body)).toEqual([]);
  });

  it('is not linked for a visitor or an ended session, which see the landing page', async () => {
    expect(preloads((await pageAt('/dashboard')).response.body)).toEqual([]);
    const ended = await pageAt('/dashboard', 'assignd.session_token=ended.session');
    expect(preloads(ended.response.body)).toEqual([]);
  });
});

describe('the security headers', () => {
  it("govern the app's page, and leave a code file only those that apply to code", async () => {
    const { response } = await pageAt('/dashboard', cookieOf(maya));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    for (const file of ['/assets/page-c3.js', '/assets/page-c3.css']) {
      const code = await web.inject({ method: 'GET', url: file });
      expect(code.statusCode).toBe(200);
      expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(code.headers['x-content-type-options']).toBe('nosniff');
      expect(code.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      for (const header of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
        expect(code.headers[header]).toBeUndefined();
    }
    // Anything else under /assets/ that a browser could show as a page keeps them all.
    const missing = await web.inject({ method: 'GET', url: '/assets/gone-d4.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe("a student's page", () => {
  beforeAll(async () => {
    for (const title of ['Lab report', 'Essay outline', 'Chapter 5 reading', 'Problem set 3']) {
      const added = await maya.browser.post('/api/assignments', { title });
      expect(added.status).toBe(201);
    }
  });

  const fetchPage = (acceptEncoding?: string) =>
    web.inject({
      method: 'GET',
      url: '/dashboard',
      headers: {
        cookie: cookieOf(maya),
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('comes compressed as the browser accepts, and reads back the same', async () => {
    const plain = await fetchPage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="first-reads"');
    // Compressed from 1 KiB, as the API's answers are.
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepts, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const response = await fetchPage(accepts);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('cookie, accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      // The page holds the time it was read at nowhere: the same reads give the same bytes.
      expect(decoders[encoding](response.rawPayload).toString()).toBe(plain.body);
    }
    expect((await fetchPage('identity')).headers['content-encoding']).toBeUndefined();
  });
});
