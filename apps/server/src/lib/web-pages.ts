import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOf } from './session-cookie';

/** Written by the web build beside index.html (apps/web/prerender.mjs). */
const LANDING_PAGE_FILE = 'landing.html';
/** Written by the web build beside index.html (apps/web/src/app/first-reads.ts). */
const FIRST_READS_FILE = 'first-reads.json';
const SESSION_PATH = '/api/auth/get-session';
const CURSOR_HEADER = 'x-assignd-cursor';
/**
 * A page waits at most this long for its first reads; a slower database gets the plain page, and
 * the app reads as it would have without them.
 */
const FIRST_READS_WAIT_MS = 1000;
const FIRST_READS_MARK = '</body>';
const PAGE_CODE_MARK = '</head>';

/**
 * Which API reads each page of the app makes before it can draw, and which of the build's files
 * hold its code (apps/web/src/app/first-reads.ts).
 */
interface FirstReadsPlan {
  shell: string[];
  pages: Record<string, string[]>;
  code: Record<string, string[]>;
}

const isPaths = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' && item.startsWith('/api/'));

/** The build's plan; undefined without one (an older build) or with one it cannot read. */
async function readPlan(file: string): Promise<FirstReadsPlan | undefined> {
  if (!existsSync(file)) return undefined;
  let plan: Partial<FirstReadsPlan>;
  try {
    plan = JSON.parse(await readFile(file, 'utf8')) as Partial<FirstReadsPlan>;
  } catch {
    return undefined;
  }
  const { shell, pages, code = {} } = plan;
  if (!isPaths(shell) || typeof pages !== 'object' || pages === null) return undefined;
  if (typeof code !== 'object' || code === null || !Object.values(code).every(isCodeFiles))
    return undefined;
  return Object.values(pages).every(isPaths) ? { shell, pages, code } : undefined;
}

const isCodeFiles = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' && /^\/assets\/[\w.-]+\.js$/.test(item));

/** A page's address as the plan names it: without a trailing slash, but / stays /. */
const planPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * Only who is signed in: Better Auth's answer also carries the session's token, which a page
 * kept in the browser's cache should not (the service worker keeps the same, sw.ts).
 */
function sessionUserOnly(body: string): string {
  const answer = JSON.parse(body) as { user?: { id: string; email: string; name: string } } | null;
  const user = answer?.user;
  return JSON.stringify(
    user ? { user: { id: user.id, email: user.email, name: user.name } } : null,
  );
}

type Read = { entry: string; signedIn: boolean } | undefined;

/**
 * The answers of the reads a page makes first, made here the way the browser would make them
 * (same cookie, same address), so the page holds its data when it arrives instead of asking for
 * it after its code has loaded and the session is known: one round trip instead of three
 * (issue 27; decision 0017): the shell's reads on every page of the app, and the page's own where
 * the plan lists the address.
 */
async function firstReads(
  app: FastifyInstance,
  request: FastifyRequest,
  plan: FirstReadsPlan,
  pathname: string,
): Promise<{ json: string; signedIn: boolean } | undefined> {
  const page = plan.pages[planPath(pathname)] ?? [];
  const read = async (apiPath: string): Promise<Read> => {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    if (answer.statusCode !== 200) return undefined;
    const body = apiPath === SESSION_PATH ? sessionUserOnly(answer.body) : answer.body;
    const cursor = Number(answer.headers[CURSOR_HEADER]);
    const noStore = /no-store/.test(String(answer.headers['cache-control'] ?? ''));
    const extra = `${Number.isSafeInteger(cursor) ? `,"cursor":${cursor}` : ''}${noStore ? ',"noStore":true' : ''}`;
    return {
      entry: `${JSON.stringify(apiPath)}:{"body":${body}${extra}}`,
      signedIn: body !== 'null',
    };
  };
  const session = await read(SESSION_PATH);
  if (!session) return undefined;
  // A session that has ended: the page learns it at once and shows the landing page.
  const rest = session.signedIn
    ? await Promise.all([...plan.shell, ...page].filter((p) => p !== SESSION_PATH).map(read))
    : [];
  const entries = [session, ...rest].filter((item) => item !== undefined).map((item) => item.entry);
  // Inside a script element only "</script" or "<!--" could end it early: every "<" is written as
  // an escape, which JSON reads back as the same character.
  return {
    json: `{${entries.join(',')}}`.replaceAll('<', '\\u003c'),
    signedIn: session.signedIn,
  };
}

/** The app's page; the compression plugin compresses it as it does the API's answers. */
function sendPage(reply: FastifyReply, page: string, cacheControl: string): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .header('vary', 'cookie')
    .type('text/html')
    .send(page);
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The web build's files, and the app's page for every address that is not the API's or a file:
 * the landing page drawn at build time for a visitor at / (decision 0015), else index.html, with
 * its first reads for a device with a session cookie (decision 0017).
 */
export async function installWebPages(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
    return;
  }
  // The landing page drawn at build time; absent from older builds.
  const staticLanding = existsSync(path.join(webRoot, LANDING_PAGE_FILE));
  // Read for each page, as the static files are: a new build in place is served at once.
  const appPageFile = path.join(webRoot, 'index.html');
  const planFile = path.join(webRoot, FIRST_READS_FILE);
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset (apps/web/compress.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/, so those files never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const notFound = (reply: FastifyReply) => reply.status(404).send({ error: 'Not found' });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  // A route rather than the not-found handler, so the compression plugin compresses the page:
  // with a student's first reads it is about 40 KB, which a phone on a slow connection waits for
  // before anything else (issue 27). The static files' own routes come first.
  app.get('/*', async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A code file an older build had: the page that asked reloads itself (main.tsx).
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset) return notFound(reply);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const hasSession = sessionCookieOf(request.headers.cookie) !== undefined;
    // A device with a session cookie gets the app, which shows the landing page itself if the
    // session has ended. Client-side routes (/dashboard, /auth, unknown paths) all load the app.
    if (staticLanding && pathname === '/' && !hasSession)
      // Our no-cache, not the static plugin's own header, which would replace it.
      return reply
        .header('vary', 'cookie')
        .header('cache-control', 'no-cache')
        .sendFile(LANDING_PAGE_FILE, { cacheControl: false });
    const appPage = await readFile(appPageFile, 'utf8');
    const plan = hasSession && request.method === 'GET' ? await readPlan(planFile) : undefined;
    const reads = plan
      ? await withinTime(firstReads(app, request, plan, pathname), FIRST_READS_WAIT_MS)
      : undefined;
    if (!plan || !reads) return sendPage(reply, appPage, 'no-cache');
    const script = `<script type="application/json" id="first-reads">${reads.json}</script>`;
    let page = appPage.includes(FIRST_READS_MARK)
      ? appPage.replace(FIRST_READS_MARK, `${script}${FIRST_READS_MARK}`)
      : `${appPage}${script}`;
    // A student's page names all its code up front: the browser fetches the files side by side
    // instead of each after the one that imports it has run (issue 27). Not for an ended session,
    // which shows the landing page.
    const code = reads.signedIn ? (plan.code[planPath(pathname)] ?? []) : [];
    const links = code.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    if (links.length > 0) page = page.replace(PAGE_CODE_MARK, `${links.join('')}${PAGE_CODE_MARK}`);
    // The student's own data: for this browser only, and asked for again each time.
    return sendPage(reply, page, 'private, no-cache');
  });
}
