// First: it must run before any zod schema is built.
import './lib/zod-jitless';
import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstPage } from './app/entry-routes';
import { Root } from './app/root';
import { OFFLINE_OWNER_KEY } from './lib/offline-storage';
import { refreshSession, subscribeToSession, watchSession } from './lib/session';
import { afterStartup } from './lib/startup';
import { applyTheme, readStoredTheme, resetTheme } from './lib/theme';

// The theme remembered on this device paints the first frame (no inline script: the CSP forbids
// it). The saved preference takes over once it loads; signing out goes back to light.
applyTheme(readStoredTheme());
subscribeToSession((session) => {
  if (session.status === 'signed-out') resetTheme();
});

// The offline app's code loads only for a student, or to forget the last one after a sign-out,
// so a visitor's first page does not carry it (lib/service-worker.ts).
subscribeToSession((session) => {
  if (session.status === 'loading') return;
  let hadStudent = false;
  try {
    hadStudent = localStorage.getItem(OFFLINE_OWNER_KEY) !== null;
  } catch {
    hadStudent = false;
  }
  // Installing it is not what the student waits for: after the start-up screen (lib/startup.ts).
  if (session.status === 'signed-in' || hadStudent)
    afterStartup(
      () => void import('./lib/service-worker').then(({ onSession }) => onSession(session)),
    );
});

// The session check and then the code of the first page load while the startup screen shows.
const firstPage = refreshSession().then((session) =>
  session.status === 'loading' ? undefined : preloadFirstPage(session.status === 'signed-in'),
);
watchSession();

// A tab opened before the server was upgraded asks for code files the new build no longer has:
// loading the page again brings the new build. At most once a minute, so a file that is really
// missing cannot keep a tab reloading.
const RELOADED_AT_KEY = 'assignd:reloaded-for-new-build';
window.addEventListener('vite:preloadError', (event) => {
  // Offline, the file is missing only for want of a connection: a reload would lose the page.
  if (!navigator.onLine) return;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without storage there is no way to tell a second failure from the first: no reload.
    return;
  }
  event.preventDefault();
  window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// In a transition, which React renders in slices of a few milliseconds: drawn in one piece, the
// first page held a phone's main thread for about 0.3 s in Lighthouse's throttling (issue 27).
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );

// A student's page names its code in its head (decision 0017), so that code is already on its way:
// the app draws once it is here. Drawn before, the first page would show React's fallback, and
// React holds content back for 300 ms after a fallback has shown (issue 27: the dashboard's rows
// came a quarter of a second late). Capped, so a file that does not come cannot keep the screen
// blank; a page without named code draws at once, with the start-up screen.
const FIRST_PAGE_WAIT_MS = 1500;
if (document.querySelector('link[rel="modulepreload"]')) {
  const capped = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  void Promise.race([firstPage.catch(() => undefined), capped]).then(render);
} else {
  render();
}
