/*
 * The API reads each page of the app makes before it can draw. The web build writes this plan
 * beside index.html (first-reads.json), and the server sends a device with a session cookie its
 * page with these answers inside, so the page does not wait for its code and the session check
 * before it asks (lib/first-reads.ts; decision 0017). Pure data: vite.config.ts imports it.
 *
 * A read listed here that a page does not make only costs the server a read; a read a page makes
 * that is not listed is fetched as before. e2e/tests/first-reads.spec.ts checks the dashboard's.
 */

/**
 * What every signed-in page reads (the session, the preferences, the plan and the profile): sent
 * with every page of the app, listed below or not.
 */
const SHELL = [
  '/api/auth/get-session',
  '/api/preferences',
  '/api/config',
  '/api/subscription',
  '/api/profile',
];

const DASHBOARD = ['/api/schedule', '/api/classes', '/api/events', '/api/assignments'];
const LISTS = ['/api/assignments', '/api/classes'];
const CALENDAR = ['/api/assignments', '/api/events', '/api/classes'];

/** The same page in the desktop, tablet and phone trees (the address picks the tree). */
const inEveryTree = (path: string, reads: string[]) =>
  Object.fromEntries(['', '/tablet', '/mobile'].map((tree) => [`${tree}${path}`, reads]));

/*
 * The code each of those pages runs besides the first file, by source file under src/: the build
 * turns these into the files that hold them and everything they import (vite.config.ts), and the
 * server links those in the page's head (modulepreload), so the browser fetches them all at once
 * instead of learning of each file from the one before (issue 27).
 */
const ROUTER = ['app/app.tsx', 'app/lazy-routes.ts'];
const DESKTOP = [...ROUTER, 'app/layouts/app-layout.tsx'];
const PHONE = [...ROUTER, 'app/layouts/phone-layout.tsx'];
const page = (shell: string[], file: string) => [...shell, file];
const DASHBOARD_CODE = page(DESKTOP, 'screens/dashboard/components/dashboard-page.tsx');
const ASSIGNMENTS_CODE = page(DESKTOP, 'features/assignments/components/assignments-page.tsx');
const CLASSES_CODE = page(DESKTOP, 'features/classes/components/classes-page.tsx');

export const PAGE_CODE: Record<string, string[]> = {
  '/': DASHBOARD_CODE,
  '/dashboard': DASHBOARD_CODE,
  '/tablet/dashboard': DASHBOARD_CODE,
  '/mobile/dashboard': page(PHONE, 'screens/dashboard/components/phone-dashboard-page.tsx'),
  '/assignments': ASSIGNMENTS_CODE,
  '/tablet/assignments': ASSIGNMENTS_CODE,
  '/mobile/assignments': page(PHONE, 'features/assignments/components/phone-assignments-page.tsx'),
  '/classes': CLASSES_CODE,
  '/tablet/classes': CLASSES_CODE,
  '/mobile/classes': page(PHONE, 'features/classes/components/phone-classes-page.tsx'),
  '/calendar': page(DESKTOP, 'screens/calendar/components/calendar-page.tsx'),
  '/tablet/calendar': page(DESKTOP, 'screens/calendar/components/tablet-calendar-page.tsx'),
  '/mobile/calendar': page(PHONE, 'screens/calendar/components/phone-calendar-page.tsx'),
};

export const FIRST_READS_PLAN = {
  shell: SHELL,
  pages: {
    // At / a student sees the dashboard (the desktop tree's index route).
    '/': DASHBOARD,
    '/dashboard': DASHBOARD,
    '/tablet/dashboard': DASHBOARD,
    // The phone's dashboard lists assignments by class; it has no schedule or events panel.
    '/mobile/dashboard': LISTS,
    ...inEveryTree('/assignments', LISTS),
    ...inEveryTree('/classes', LISTS),
    ...inEveryTree('/calendar', CALENDAR),
  },
} satisfies { shell: string[]; pages: Record<string, string[]> };
