import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  calendarIntegrations,
  googleCalendarEvents,
  googleCalendarStates,
} from '../src/modules/google-calendar/table';
import { buyPlan } from './billing-helpers';
import { startFakeGoogle, type FakeGoogle } from './fake-google';
import { Browser, createTestApp, ORIGIN, type TestApp } from './helpers';
import { bodyOf, student, type Student } from './planner-helpers';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ ...google.env, JOBS_POLL_SECONDS: '0.5' });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

interface Status {
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

const statusOf = async (s: Student) =>
  bodyOf<Status>(await s.browser.get('/api/calendar/google'), 200);

async function proStudent(): Promise<Student> {
  const s = await student(t);
  await buyPlan(s.browser, 'lifetime');
  return s;
}

async function authUrlOf(s: Student, body: Record<string, unknown> = {}): Promise<URL> {
  const reply = await s.browser.post('/api/calendar/google/connect', body);
  return new URL(bodyOf<{ authUrl: string }>(reply, 200).authUrl);
}

/** Google's consent page (the fake answers at once) and where it sends the browser back to. */
async function consent(authUrl: URL): Promise<string> {
  const response = await fetch(authUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.origin).toBe(ORIGIN);
  return `${back.pathname}${back.search}`;
}

/** The browser following Google's redirect to our callback; the address it is sent on to. */
async function callback(s: Student, path: string): Promise<string> {
  const reply = await s.browser.get(path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(302);
  return String(reply.headers.location);
}

async function connect(s: Student): Promise<void> {
  expect(
    await callback(s, await consent(await authUrlOf(s, { timeZone: 'America/New_York' }))),
  ).toBe('/calendar?google_calendar=connected');
}

const sync = async (s: Student) =>
  bodyOf<SyncResult>(await s.browser.post('/api/calendar/google/sync'), 200);

describe('Google Calendar: connecting', () => {
  it('answers a free student 403 naming the feature, and shows them not connected', async () => {
    const free = await student(t);
    for (const reply of [
      await free.browser.post('/api/calendar/google/connect', {}),
      await free.browser.post('/api/calendar/google/sync'),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toBe('Upgrade to Pro to unlock Google Calendar sync!');
    }
    expect(await statusOf(free)).toEqual({
      configured: true,
      connected: false,
      needsReconnect: false,
      lastSync: null,
    });
  });

  it("builds Google's consent URL: offline, narrow scope, PKCE S256, a single-use state", async () => {
    const maya = await proStudent();
    const url = await authUrlOf(maya);
    expect(`${url.origin}${url.pathname}`).toBe(google.env.GOOGLE_OAUTH_AUTHORIZE_URL);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: google.env.GOOGLE_CLIENT_ID,
      redirect_uri: `${ORIGIN}/api/calendar/google/callback`,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/calendar.app.created',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Neither the state nor the verifier behind the challenge is stored as sent.
    const [stored] = await t.database.db
      .select()
      .from(googleCalendarStates)
      .where(eq(googleCalendarStates.userId, maya.userId));
    expect(stored?.stateHash).not.toBe(q.state);
  });

  it('connects with the code and keeps the tokens encrypted, then the state is spent', async () => {
    const maya = await proStudent();
    const back = await consent(await authUrlOf(maya, { returnTo: '/tablet/settings' }));
    expect(await callback(maya, back)).toBe('/tablet/settings?google_calendar=connected');
    expect(await statusOf(maya)).toMatchObject({ connected: true, needsReconnect: false });
    const [row] = await t.database.db
      .select()
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.userId, maya.userId));
    expect(row?.provider).toBe('google');
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(`${row?.accessToken} ${row?.refreshToken}`).not.toMatch(/access\.|refresh\./);
    // Replayed: the state was used once already.
    expect(await callback(maya, back)).toBe('/calendar?error=google_calendar_failed');
  });

  it('comes back with the error Google gave when the student says no', async () => {
    const maya = await proStudent();
    google.consent = 'deny';
    try {
      const back = await consent(await authUrlOf(maya, { returnTo: '/mobile/settings' }));
      expect(await callback(maya, back)).toBe('/mobile/settings?error=access_denied');
    } finally {
      google.consent = 'allow';
    }
    expect((await statusOf(maya)).connected).toBe(false);
  });

  it("refuses a state that does not match, and another student's state", async () => {
    const maya = await proStudent();
    const eve = await proStudent();
    const back = await consent(await authUrlOf(maya));
    const forged = back.replace(/state=[^&]+/, 'state=not-the-state');
    expect(await callback(maya, forged)).toBe('/calendar?error=google_calendar_failed');
    expect(await callback(eve, back)).toBe('/calendar?error=google_calendar_failed');
    expect((await statusOf(eve)).connected).toBe(false);
    expect((await statusOf(maya)).connected).toBe(false);
    expect(
      (
        await maya.browser.post('/api/calendar/google/connect', {
          returnTo: 'https://evil.example',
        })
      ).status,
    ).toBe(400);
  });

  it('sends a browser that comes back signed out to sign in, and connects nothing', async () => {
    const maya = await proStudent();
    const back = await consent(await authUrlOf(maya));
    const reply = await new Browser(t.app).get(back);
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/auth');
    expect((await statusOf(maya)).connected).toBe(false);
  });
});

describe('Google Calendar: syncing', () => {
  it('creates an Assignd calendar, then updates, then deletes events, never duplicating', async () => {
    const maya = await proStudent();
    await connect(maya);
    const math = bodyOf<{ id: string }>(
      await maya.browser.post('/api/classes', { name: 'Math', color: '#22c55e' }),
    );
    const essay = bodyOf<{ id: string }>(
      await maya.browser.post('/api/assignments', {
        title: 'Essay',
        dueDate: '2099-01-01T00:00:00.000Z',
        classId: math.id,
      }),
    );
    await maya.browser.post('/api/assignments', { title: 'No date' });
    const quiz = bodyOf<{ id: string }>(
      await maya.browser.post('/api/assignments', {
        title: 'Quiz',
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    await maya.browser.post('/api/events', {
      title: 'Science fair',
      eventDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });

    const first = await sync(maya);
    expect(first).toMatchObject({ syncCount: 1, eventCount: 1, message: 'Synced 1 assignments' });
    expect((await statusOf(maya)).lastSync).toBe(first.lastSync);
    const [row] = await t.database.db
      .select()
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.userId, maya.userId));
    const calendar = google.calendars.get(row?.calendarId ?? '');
    expect(calendar).toMatchObject({ summary: 'Assignd', timeZone: 'America/New_York' });
    const byTitle = () =>
      new Map(
        [...(calendar?.events.values() ?? [])]
          .filter((event) => event.status !== 'cancelled')
          .map((event) => [event.summary, event]),
      );
    expect([...byTitle().keys()].sort()).toEqual(['Quiz', 'Science fair']);
    expect(byTitle().get('Quiz')?.source).toEqual({
      title: 'Assignd',
      url: `${ORIGIN}/assignments`,
    });

    // Essay moves into the window, with its class's name and colour.
    await maya.browser.send('PATCH', `/api/assignments/${essay.id}`, {
      dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await maya.browser.send('PATCH', `/api/assignments/${quiz.id}`, { completed: true });
    const before = google.calls.length;
    expect((await sync(maya)).syncCount).toBe(2);
    expect(byTitle().get('Math: Essay')).toMatchObject({ colorId: '2' });
    expect(byTitle().has('✓ Quiz')).toBe(true);
    expect(byTitle().size).toBe(3);
    const mine = (call: string) => call.includes(encodeURIComponent(calendar?.id ?? '-'));
    const patches = google.calls
      .slice(before)
      .filter((call) => mine(call) && call.startsWith('PATCH'));
    expect(patches).toHaveLength(1);

    // Nothing changed: nothing is sent (to this calendar; other students' pushes may run).
    const quiet = google.calls.length;
    await sync(maya);
    expect(google.calls.slice(quiet).filter(mine)).toEqual([]);

    await maya.browser.send('DELETE', `/api/assignments/${quiz.id}`);
    expect((await sync(maya)).syncCount).toBe(1);
    expect([...byTitle().keys()].sort()).toEqual(['Math: Essay', 'Science fair']);
    // Only its own calendar was ever written to.
    expect(
      google.calls.filter(
        (call) =>
          call.includes('/calendar/v3/') &&
          call !== 'POST /calendar/v3/calendars' &&
          !call.includes(encodeURIComponent(calendar?.id ?? '-')) &&
          !call.includes(calendar?.id ?? '-'),
      ),
    ).toEqual([]);
  });

  it('refreshes an expired access token and carries on', async () => {
    const maya = await proStudent();
    await connect(maya);
    await maya.browser.post('/api/events', {
      title: 'Trip',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await sync(maya);
    google.expireAccessTokens();
    const before = google.calls.length;
    await maya.browser.post('/api/events', {
      title: 'Concert',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await sync(maya)).eventCount).toBe(2);
    expect(google.calls.slice(before)).toContain('POST /token');
    expect((await statusOf(maya)).needsReconnect).toBe(false);
  });

  it('marks a revoked grant as needing reconnection and says so; reconnecting fixes it', async () => {
    const maya = await proStudent();
    await connect(maya);
    await sync(maya);
    google.revokeAllGrants();
    google.expireAccessTokens();
    await maya.browser.post('/api/events', {
      title: 'Trip',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const reply = await maya.browser.post('/api/calendar/google/sync');
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatch(/Reconnect Google Calendar/);
    expect(await statusOf(maya)).toMatchObject({ connected: true, needsReconnect: true });
    await connect(maya);
    expect((await statusOf(maya)).needsReconnect).toBe(false);
    expect(await sync(maya)).toMatchObject({ syncCount: 0, eventCount: 1 });
  });

  it('keeps each student to their own integration', async () => {
    const maya = await proStudent();
    const eve = await proStudent();
    await connect(maya);
    const reply = await eve.browser.post('/api/calendar/google/sync');
    expect(reply.status).toBe(409);
    expect((await eve.browser.send('DELETE', '/api/calendar/google')).status).toBe(200);
    expect((await statusOf(maya)).connected).toBe(true);
  });
});

interface PlannedSync {
  state: string;
  start_after: Date | string;
  data: { userId: string };
}

const plannedSyncs = async (userId: string) =>
  (
    await t.database.db.execute(
      sql`select state, start_after, data from pgboss.job
          where name = 'google-calendar.sync' and singleton_key = ${userId}
          order by created_on`,
    )
  ).rows as unknown as PlannedSync[];

describe('Google Calendar: pushed by itself', () => {
  it('plans one sync 20 seconds after the last of a burst of changes, which pushes them', async () => {
    const maya = await proStudent();
    await connect(maya);
    await sync(maya);
    const before = Date.now();
    const poster = bodyOf<{ id: string }>(
      await maya.browser.post('/api/assignments', {
        title: 'Poster',
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    await maya.browser.send('PATCH', `/api/assignments/${poster.id}`, { title: 'Poster, final' });
    await maya.browser.post('/api/classes', { name: 'Art' });
    const planned = await plannedSyncs(maya.userId);
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ state: 'created', data: { userId: maya.userId } });
    const startAfter = new Date(planned[0]?.start_after ?? 0).getTime();
    expect(startAfter).toBeGreaterThanOrEqual(before + 15_000);
    expect(startAfter).toBeLessThanOrEqual(Date.now() + 30_000);

    // Its time comes: the queue's worker pushes the change with no one asking.
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now()
          where name = 'google-calendar.sync' and singleton_key = ${maya.userId}`,
    );
    await vi.waitFor(
      () =>
        expect(google.eventsNamed('Assignd').map((event) => event.summary)).toContain(
          'Poster, final',
        ),
      { timeout: 20_000, interval: 200 },
    );
    await maya.browser.send('DELETE', `/api/assignments/${poster.id}`);
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now()
          where name = 'google-calendar.sync' and singleton_key = ${maya.userId} and state = 'created'`,
    );
    await vi.waitFor(
      () =>
        expect(google.eventsNamed('Assignd').map((event) => event.summary)).not.toContain(
          'Poster, final',
        ),
      { timeout: 20_000, interval: 200 },
    );
  });

  it('plans nothing for a student without a working connection', async () => {
    const eve = await proStudent();
    await eve.browser.post('/api/assignments', { title: 'Essay' });
    expect(await plannedSyncs(eve.userId)).toEqual([]);

    const maya = await proStudent();
    await connect(maya);
    google.revokeAllGrants();
    google.expireAccessTokens();
    await maya.browser.post('/api/events', {
      title: 'Trip',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await maya.browser.post('/api/calendar/google/sync')).status).toBe(409);
    const planned = (await plannedSyncs(maya.userId)).length;
    await maya.browser.post('/api/assignments', { title: 'After the revoke' });
    expect(await plannedSyncs(maya.userId)).toHaveLength(planned);
  });
});

describe('Google Calendar: disconnecting', () => {
  it('deletes the Assignd calendar, revokes the token at Google and forgets the tokens and the mapping', async () => {
    const maya = await proStudent();
    await connect(maya);
    await maya.browser.post('/api/events', {
      title: 'Disconnect trip',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await sync(maya);
    expect(google.eventsNamed('Assignd').map((event) => event.summary)).toContain(
      'Disconnect trip',
    );
    const revoked = google.revokedTokens.length;
    const reply = await maya.browser.send('DELETE', '/api/calendar/google');
    expect(bodyOf<Status>(reply, 200)).toMatchObject({ connected: false, lastSync: null });
    expect(google.revokedTokens.length).toBe(revoked + 1);
    expect(google.revokedTokens.at(-1)).toMatch(/^refresh\./);
    expect(google.eventsNamed('Assignd').map((event) => event.summary)).not.toContain(
      'Disconnect trip',
    );
    const rows = await t.database.db
      .select()
      .from(googleCalendarEvents)
      .where(eq(googleCalendarEvents.userId, maya.userId));
    expect(rows).toEqual([]);
  });

  it("revokes the student's grant at Google when they delete their account", async () => {
    const maya = await proStudent();
    await connect(maya);
    const revoked = google.revokedTokens.length;
    const reply = await maya.browser.post('/api/account/delete', { password: 'correct-horse' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    expect(google.revokedTokens.length).toBe(revoked + 1);
    expect(google.revokedTokens.at(-1)).toMatch(/^refresh\./);
  });

  it('says the admin can enable it when Google is not configured', async () => {
    const bare = await createTestApp({ BILLING_PROVIDER: 'off' });
    try {
      const s = await student(bare);
      expect((await statusOf(s)).configured).toBe(false);
      const reply = await s.browser.post('/api/calendar/google/connect', {});
      expect(reply.status).toBe(409);
      expect(reply.body.error).toMatch(/admin/);
    } finally {
      await bare.close();
    }
  });
});
