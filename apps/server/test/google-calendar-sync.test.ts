import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarIntegrations } from '../src/modules/google-calendar/table';
import type { FakeGoogle } from './fake-google';
import {
  connect,
  proStudent,
  startGoogleCalendarApp,
  statusOf,
  stopGoogleCalendarApp,
  sync,
} from './google-calendar-helpers';
import { ORIGIN, type TestApp } from './helpers';
import { bodyOf } from './planner-helpers';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => ({ t, google } = await startGoogleCalendarApp()));
afterAll(() => stopGoogleCalendarApp(t, google));

describe('Google Calendar: syncing', () => {
  it('creates an Assignd calendar, then updates, then deletes events, never duplicating', async () => {
    const maya = await proStudent(t);
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
    const maya = await proStudent(t);
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
    const maya = await proStudent(t);
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
    const maya = await proStudent(t);
    const eve = await proStudent(t);
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
    const maya = await proStudent(t);
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
    const eve = await proStudent(t);
    await eve.browser.post('/api/assignments', { title: 'Essay' });
    expect(await plannedSyncs(eve.userId)).toEqual([]);

    const maya = await proStudent(t);
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
