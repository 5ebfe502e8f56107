import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  API_CACHE,
  isCachedRead,
  KEPT_OFFLINE_THOUGH_NO_STORE,
  SESSION_PATH,
  SIGN_OUT_PATH,
} from '../src/lib/offline-storage';
import { OUTBOX_SYNC_TAG } from '../src/lib/outbox/outbox-send';
import { syncOutbox } from './outbox-sync';
import { serverFetch, signOut, signOutKnownPending, signOutPending } from './pending-sign-out';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/*
 * Assignd's service worker: the app shell loads offline, the last answers of the API are shown
 * when the network is gone, pushed reminders become notifications that open what they are
 * about, and changes made offline are sent once the connection is back, also with no tab open
 * (outbox-sync.ts). The page queues them (lib/outbox); nothing else is queued here.
 */

// The build's files, listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open page, so it works offline without a reload. Updates wait
// for every tab to close (no skipWaiting): an open page keeps the files of its own build.
clientsClaim();

/**
 * Pages come from the server while it answers (always the newest build), else from the precached
 * shell. The API's own pages (/api/docs) and feeds are never the app's.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const response = await serverFetch(request);
        if (response.ok) event.waitUntil(keepFirstReads(response.clone()));
        return response;
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

const FIRST_READS = /<script type="application\/json" id="first-reads">([^<]*)<\/script>/;

/**
 * A page can carry its first reads (src/lib/first-reads.ts), which the page then does not fetch:
 * they are kept as the answers of those reads would have been, so the app opens offline with them.
 */
async function keepFirstReads(page: Response): Promise<void> {
  const found = FIRST_READS.exec(await page.text());
  if (!found?.[1]) return;
  let reads: Record<string, { body?: unknown; cursor?: number; noStore?: boolean }>;
  try {
    reads = JSON.parse(found[1]) as typeof reads;
  } catch {
    return;
  }
  const cache = await caches.open(API_CACHE);
  await Promise.all(
    Object.entries(reads)
      .filter(
        ([path, read]) =>
          isCachedRead(path) && (!read.noStore || KEPT_OFFLINE_THOUGH_NO_STORE.includes(path)),
      )
      .map(([path, read]) => {
        const headers = new Headers({ 'content-type': 'application/json' });
        if (read.cursor !== undefined) headers.set('x-assignd-cursor', String(read.cursor));
        const url = new URL(path, self.location.origin).href;
        return cache.put(url, new Response(JSON.stringify(read.body ?? null), { headers }));
      }),
  );
}

/** The session answer holds the session's token: only who is signed in is kept. */
async function keptCopy(pathname: string, response: Response): Promise<Response> {
  if (pathname !== SESSION_PATH) return response;
  const body = (await response.json()) as { user?: { id: string; email: string; name: string } };
  const user = body?.user
    ? { id: body.user.id, email: body.user.email, name: body.user.name }
    : null;
  return new Response(JSON.stringify(user ? { user } : null), {
    headers: { 'content-type': 'application/json' },
  });
}

/** Network first: the copy is only read when the request cannot reach the server at all. */
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && isCachedRead(url.pathname),
  async ({ request, url }) => {
    try {
      const response = await serverFetch(request);
      const noStore = /no-store/.test(response.headers.get('cache-control') ?? '');
      if (response.ok && (!noStore || KEPT_OFFLINE_THOUGH_NO_STORE.includes(url.pathname))) {
        const copy = await keptCopy(url.pathname, response.clone());
        const cache = await caches.open(API_CACHE);
        await cache.put(request, copy);
      }
      return response;
    } catch (error) {
      // Signed out here while offline: nobody is signed in, whatever an old copy says.
      if (await signOutPending()) {
        if (url.pathname !== SESSION_PATH) throw error;
        return new Response('null', { headers: { 'content-type': 'application/json' } });
      }
      const cached = await caches.match(request, { cacheName: API_CACHE, ignoreVary: true });
      if (cached) return cached;
      throw error;
    }
  },
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SIGN_OUT_PATH,
  ({ request }) => signOut(request),
  'POST',
);

// While a sign-out is pending, every other request of the app to the API goes without the cookie
// (pending-sign-out.ts); otherwise the browser sends them itself. Navigations to it (a sign-in's
// callback, a download) are left to the browser: they cannot show anyone's planner.
for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      signOutKnownPending() &&
      sameOrigin &&
      request.mode !== 'navigate' &&
      url.pathname.startsWith('/api/'),
    ({ request }) => serverFetch(request),
    method,
  );
}

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function readPayload(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return {
      title: typeof data?.title === 'string' ? data.title : 'Assignd',
      body: typeof data?.body === 'string' ? data.body : '',
      url: typeof data?.url === 'string' ? data.url : '/',
      tag: typeof data?.tag === 'string' ? data.tag : '',
    };
  } catch {
    return { title: 'Assignd', body: event.data?.text() ?? '', url: '/', tag: '' };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: payload.url },
    }),
  );
});

/** The app path a notification opens: its own when it is one, else the dashboard. */
function appPath(url: unknown): string {
  return typeof url === 'string' && /^\/(?![/\\])\S*$/.test(url) ? url : '/';
}

/** The same page inside the phone or tablet tree a window is in, so the student stays in it. */
function inTreeOf(windowUrl: string, path: string): string {
  const tree = /^\/(mobile|tablet)(\/|$)/.exec(new URL(windowUrl).pathname)?.[1];
  if (!tree || path.startsWith(`/${tree}`)) return path;
  return path === '/' ? `/${tree}` : `/${tree}${path}`;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const moved = await open.navigate(inTreeOf(open.url, path));
          // Focus needs the tap's user activation; without it the page has still moved.
          await moved?.focus().catch(() => undefined);
          return;
        } catch {
          // A window that cannot be steered (no longer this worker's): open a new one instead.
        }
      }
      // No window to tell the device by: the launch page picks the phone tree on a phone.
      await self.clients.openWindow(`/launch?to=${encodeURIComponent(path)}`);
    })(),
  );
});

/** Background Sync, which the page asks for whenever changes have to wait (lib/outbox). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutbox());
});
