import { expect } from 'vitest';
import { buyPlan } from './billing-helpers';
import { startFakeGoogle, type FakeGoogle } from './fake-google';
import { createTestApp, ORIGIN, type TestApp } from './helpers';
import { bodyOf, student, type Student } from './planner-helpers';

/* What the Google Calendar tests (google-calendar-connect, google-calendar-sync) share. */

/** A server that talks to a fake Google, polling its job queue often so planned syncs run soon. */
export async function startGoogleCalendarApp(): Promise<{ t: TestApp; google: FakeGoogle }> {
  const google = await startFakeGoogle();
  const t = await createTestApp({ ...google.env, JOBS_POLL_SECONDS: '0.5' });
  return { t, google };
}

export async function stopGoogleCalendarApp(t: TestApp, google: FakeGoogle): Promise<void> {
  await t.close();
  await google.close();
}

export interface Status {
  configured: boolean;
  connected: boolean;
  needsReconnect: boolean;
  lastSync: string | null;
}
interface SyncResult {
  syncCount: number;
  eventCount: number;
  message: string;
  lastSync: string;
}

export const statusOf = async (s: Student) =>
  bodyOf<Status>(await s.browser.get('/api/calendar/google'), 200);

export async function proStudent(t: TestApp): Promise<Student> {
  const s = await student(t);
  await buyPlan(s.browser, 'lifetime');
  return s;
}

export async function authUrlOf(s: Student, body: Record<string, unknown> = {}): Promise<URL> {
  const reply = await s.browser.post('/api/calendar/google/connect', body);
  return new URL(bodyOf<{ authUrl: string }>(reply, 200).authUrl);
}

/** Google's consent page (the fake answers at once) and where it sends the browser back to. */
export async function consent(authUrl: URL): Promise<string> {
  const response = await fetch(authUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.origin).toBe(ORIGIN);
  return `${back.pathname}${back.search}`;
}

/** The browser following Google's redirect to our callback; the address it is sent on to. */
export async function callback(s: Student, path: string): Promise<string> {
  const reply = await s.browser.get(path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(302);
  return String(reply.headers.location);
}

export async function connect(s: Student): Promise<void> {
  expect(
    await callback(s, await consent(await authUrlOf(s, { timeZone: 'America/New_York' }))),
  ).toBe('/calendar?google_calendar=connected');
}

export const sync = async (s: Student) =>
  bodyOf<SyncResult>(await s.browser.post('/api/calendar/google/sync'), 200);
