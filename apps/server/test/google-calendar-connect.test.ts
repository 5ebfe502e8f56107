import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarIntegrations,
  googleCalendarEvents,
  googleCalendarStates,
} from '../src/modules/google-calendar/table';
import type { FakeGoogle } from './fake-google';
import {
  authUrlOf,
  callback,
  connect,
  consent,
  proStudent,
  startGoogleCalendarApp,
  statusOf,
  stopGoogleCalendarApp,
  sync,
  type Status,
} from './google-calendar-helpers';
import { Browser, createTestApp, ORIGIN, type TestApp } from './helpers';
import { bodyOf, student } from './planner-helpers';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => ({ t, google } = await startGoogleCalendarApp()));
afterAll(() => stopGoogleCalendarApp(t, google));

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
    // With a Google client the app offers it, and sells it to a free student.
    expect((await free.browser.get('/api/config')).body.googleCalendarSync).toBe(true);
  });

  it("builds Google's consent URL: offline, narrow scope, PKCE S256, a single-use state", async () => {
    const maya = await proStudent(t);
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
    const maya = await proStudent(t);
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
    const maya = await proStudent(t);
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
    const maya = await proStudent(t);
    const eve = await proStudent(t);
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
    const maya = await proStudent(t);
    const back = await consent(await authUrlOf(maya));
    const reply = await new Browser(t.app).get(back);
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/auth');
    expect((await statusOf(maya)).connected).toBe(false);
  });
});

describe('Google Calendar: disconnecting', () => {
  it('deletes the Assignd calendar, revokes the token at Google and forgets the tokens and the mapping', async () => {
    const maya = await proStudent(t);
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
    const maya = await proStudent(t);
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
