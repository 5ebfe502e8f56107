import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_CACHE, isCachedRead, SESSION_PATH } from '../src/lib/offline-storage';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/*
 * Assignd's service worker: the app shell loads offline, the last answers of the API are shown
 * when the network is gone, and pushed reminders become notifications that open what they are
 * about. Writes are never queued here: the page refuses them offline (lib/api-client.ts), so a
 * student is told at once instead of a change being lost later.
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
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

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
      const response = await fetch(request);
      const noStore = /no-store/.test(response.headers.get('cache-control') ?? '');
      if (response.ok && (!noStore || url.pathname === SESSION_PATH)) {
        const copy = await keptCopy(url.pathname, response.clone());
        const cache = await caches.open(API_CACHE);
        await cache.put(request, copy);
      }
      return response;
    } catch (error) {
      const cached = await caches.match(request, { cacheName: API_CACHE, ignoreVary: true });
      if (cached) return cached;
      throw error;
    }
  },
);

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
