import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR_ENV, E2E_PORT } from '../playwright.config';

/**
 * Browsers send Origin with every write and the server refuses writes without it (or from another
 * site); Playwright's request API sends none, so direct API calls add it.
 */
export const SAME_ORIGIN = {
  origin: new URL(process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`).origin,
};

export interface Student {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newStudent(firstName = 'Maya'): Student {
  return {
    firstName,
    lastName: 'Chen',
    email: `${firstName.toLowerCase()}.${randomBytes(5).toString('hex')}@example.com`,
    password: 'study-hard-2026',
  };
}

/** Wednesday 18 November 2026, 10:00 in New York: the clock the calendar specs pin. */
export const WEDNESDAY_10AM = new Date('2026-11-18T15:00:00Z');

/**
 * Signs a new student up through the API (the page's context then carries the session), with
 * the browser's clock pinned to `at` first when given.
 */
export async function signUp(
  page: Page,
  firstName?: string,
  { at }: { at?: Date } = {},
): Promise<Student> {
  if (at) await page.clock.setFixedTime(at);
  const student = newStudent(firstName);
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return student;
}

/** Lifetime Pro through the local checkout (the test server's billing without a payment provider). */
export async function becomePro(page: Page): Promise<void> {
  const checkout = await page.request.post('/api/billing/checkout', {
    data: { planType: 'lifetime' },
    headers: SAME_ORIGIN,
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const id = url.split('/').at(-1) ?? '';
  const confirm = await page.request.post(`/api/billing/local/checkouts/${id}/confirm`, {
    headers: SAME_ORIGIN,
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
}

/** The newest mail the server wrote to its outbox for this address (no SMTP in the tests). */
export function lastMailTo(email: string): string {
  const outbox = path.join(process.env[E2E_DATA_DIR_ENV] ?? '', 'outbox');
  const file = readdirSync(outbox)
    .filter((name) => name.includes(email))
    .sort()
    .at(-1);
  if (!file) throw new Error(`No mail to ${email} in ${outbox}`);
  return readFileSync(path.join(outbox, file), 'utf8');
}

export function linkIn(mail: string): string {
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+/.exec(decoded)?.[0];
  if (!link) throw new Error(`No link in:\n${mail}`);
  return link;
}

const FIRST_READS = /<script type="application\/json" id="first-reads">[^<]*<\/script>/;

/**
 * Pages come with the answers of their first reads (decision 0017), which page.route never sees:
 * a test that answers one of those reads itself takes them out of the pages first.
 */
export async function withoutFirstReads(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(FIRST_READS, '');
      return route.fulfill({ response, body });
    },
  );
}

/** Fails the test on any Content Security Policy violation the page reports. */
export function watchForCspViolations(page: Page): () => void {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return () => expect(violations, 'CSP violations').toEqual([]);
}

/** A subscription as a browser makes one, for a push service that is never called here. */
export function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.org/send/${randomBytes(12).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** The three layouts: the path prefix of their screens, and the browser each is opened in. */
export const DEVICE_LAYOUTS = [
  { name: 'desktop', prefix: '', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'tablet',
    prefix: '/tablet',
    use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
  },
  {
    name: 'phone',
    prefix: '/mobile',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;
export type DeviceLayout = (typeof DEVICE_LAYOUTS)[number];

/** Settings on each layout: its path, and the browser it is opened in. */
export const SETTINGS_LAYOUTS = [
  { name: 'desktop', path: '/settings', use: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'tablet',
    path: '/tablet/settings',
    use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
  },
  {
    name: 'phone',
    path: '/mobile/settings',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;

/** The body of a two-day A/B rotation (days lettered, periods numbered) with the given periods. */
export const abRotation = (
  days: Record<'1' | '2', Record<string, unknown>[]>,
  rest: { startDate: string; holidays?: Record<string, string>[] },
) => ({
  type: 'rotating',
  numDays: 2,
  dayNamingStyle: 'letters',
  periodNamingStyle: 'numbers',
  dayLabels: { '1': 'A Day', '2': 'B Day' },
  days,
  ...rest,
});

/**
 * The A/B rotation the school-day tests and the screen sweep seed: Biology on A days, World
 * History on B days, both 08:00 to 08:50, from Monday 16 November 2026.
 */
export const biologyHistoryRotation = (
  biology: { id: string },
  history: { id: string },
  holidays?: Record<string, string>[],
) =>
  abRotation(
    {
      '1': [{ id: 'a1', label: 'Period 1', start: '08:00', end: '08:50', classId: biology.id }],
      '2': [{ id: 'b1', label: 'Period 1', start: '08:00', end: '08:50', classId: history.id }],
    },
    { startDate: '2026-11-16', ...(holidays ? { holidays } : {}) },
  );

/** Waits until the service worker (installed after sign-in) controls the page. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  })()`);
}
