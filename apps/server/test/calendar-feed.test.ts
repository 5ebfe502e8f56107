import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, ORIGIN, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';

// Pinned in March 2026, the week New York springs forward (Sunday 8 March).
const NOW = new Date('2026-03-05T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
});
afterAll(() => t.close());

interface Feed {
  url: string;
  includeCompleted: boolean;
  includeSchedule: boolean;
  timeZone: string;
}

const feedOf = async (s: Student) => bodyOf<Feed>(await s.browser.get('/api/calendar/feed'), 200);
const pathOf = (url: string) => new URL(url).pathname;

/** The feed as a calendar app sees it: no cookies, only the URL. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: pathOf(url), headers });
}

/** Parsed by ical.js, a real RFC 5545 parser, into its events by UID. */
function eventsOf(text: string): Map<string, ICAL.Event> {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return new Map(events.map((event) => [event.uid, event]));
}

async function addAssignment(s: Student, body: Record<string, unknown>) {
  return bodyOf<{ id: string }>(await s.browser.post('/api/assignments', body));
}

describe('the calendar feed', () => {
  it('gives each student one secret URL, the same on every call, with private no-store', async () => {
    const maya = await student(t);
    const reply = await maya.browser.get('/api/calendar/feed');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const feed = reply.body as unknown as Feed;
    expect(feed.url).toMatch(new RegExp(`^${ORIGIN}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed).toMatchObject({
      includeCompleted: false,
      includeSchedule: false,
      timeZone: 'UTC',
    });
    expect((await feedOf(maya)).url).toBe(feed.url);
    expect((await feedOf(await student(t))).url).not.toBe(feed.url);
    expect((await new Browser(t.app).get('/api/calendar/feed')).status).toBe(401);
  });

  it("holds the owner's assignments and events only, timed in UTC or all-day in their zone", async () => {
    const maya = await student(t);
    const other = await student(t);
    await bodyOf(
      await maya.browser.send('PATCH', '/api/calendar/feed', { timeZone: 'America/New_York' }),
      200,
    );
    const math = bodyOf<{ id: string }>(
      await maya.browser.post('/api/classes', { name: 'Math, Honors' }),
    );
    // 23:59 in New York on Sunday 8 March (already EDT): a day chosen without a time.
    const allDay = await addAssignment(maya, {
      title: 'Essay; draft',
      dueDate: '2026-03-09T03:59:00.000Z',
      classId: math.id,
      category: 'Project',
    });
    const timed = await addAssignment(maya, {
      title: 'Quiz',
      dueDate: '2026-03-10T13:30:00.000Z',
      description: 'Chapters 1, 2\nand 3',
    });
    const done = await addAssignment(maya, {
      title: 'Old work',
      dueDate: '2026-03-04T15:00:00.000Z',
    });
    await maya.browser.send('PATCH', `/api/assignments/${done.id}`, { completed: true });
    await addAssignment(maya, { title: 'Long ago', dueDate: '2025-06-01T15:00:00.000Z' });
    await addAssignment(maya, { title: 'Undated' });
    const fair = bodyOf<{ id: string }>(
      await maya.browser.post('/api/events', {
        title: 'Fair',
        eventDate: '2026-03-12T18:00:00.000Z',
        endDate: '2026-03-12T19:30:00.000Z',
        allDay: false,
        location: 'Gym',
      }),
    );
    await addAssignment(other, { title: 'Not Maya’s', dueDate: '2026-03-10T13:30:00.000Z' });

    const reply = await fetchFeed((await feedOf(maya)).url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.body).toContain('\r\n');
    const events = eventsOf(reply.body);
    expect([...events.keys()].sort()).toEqual(
      [
        `assignment-${allDay.id}@assignd`,
        `assignment-${timed.id}@assignd`,
        `event-${fair.id}@assignd`,
      ].sort(),
    );

    const essay = events.get(`assignment-${allDay.id}@assignd`);
    expect(essay?.summary).toBe('Math, Honors: Essay; draft');
    expect(essay?.startDate.isDate).toBe(true);
    expect(essay?.startDate.toString()).toBe('2026-03-08');
    expect(essay?.endDate.toString()).toBe('2026-03-09');
    expect(essay?.component.getFirstProperty('categories')?.getValues()).toEqual([
      'Math, Honors',
      'Project',
    ]);
    expect(essay?.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/assignments`);

    const quiz = events.get(`assignment-${timed.id}@assignd`);
    expect(quiz?.startDate.isDate).toBe(false);
    expect(quiz?.startDate.toJSDate().toISOString()).toBe('2026-03-10T13:30:00.000Z');
    expect(quiz?.description).toBe('Chapters 1, 2\nand 3');
    const fairEntry = events.get(`event-${fair.id}@assignd`);
    expect(fairEntry?.startDate.toJSDate().toISOString()).toBe('2026-03-12T18:00:00.000Z');
    expect(fairEntry?.endDate.toJSDate().toISOString()).toBe('2026-03-12T19:30:00.000Z');
    expect(fairEntry?.location).toBe('Gym');
  });

  it('marks completed work when asked, and adds class periods of the next weeks', async () => {
    const maya = await student(t);
    const done = await addAssignment(maya, { title: 'Lab', dueDate: '2026-03-06T15:00:00.000Z' });
    await maya.browser.send('PATCH', `/api/assignments/${done.id}`, { completed: true });
    const chem = bodyOf<{ id: string }>(await maya.browser.post('/api/classes', { name: 'Chem' }));
    const period = { id: 'p1', label: 'Period 1', start: '08:00', end: '08:50', classId: chem.id };
    const days = { 0: [], 1: [period], 2: [], 3: [], 4: [], 5: [], 6: [] };
    expect((await maya.browser.send('PUT', '/api/schedule', { type: 'weekly', days })).status).toBe(
      200,
    );

    const settings = bodyOf<Feed>(
      await maya.browser.send('PATCH', '/api/calendar/feed', {
        includeCompleted: true,
        includeSchedule: true,
        timeZone: 'America/New_York',
      }),
      200,
    );
    expect(settings).toMatchObject({ includeCompleted: true, includeSchedule: true });
    expect(await feedOf(maya)).toEqual(settings);

    const events = eventsOf((await fetchFeed(settings.url)).body);
    expect(events.get(`assignment-${done.id}@assignd`)?.summary).toBe('✓ Lab');
    // Mondays from 9 March (after the change to EDT: 08:00 is 12:00 UTC) for four weeks.
    const periods = [...events.values()].filter((event) => event.uid.startsWith('period-'));
    expect(periods.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2026-03-09T12:00:00.000Z',
      '2026-03-16T12:00:00.000Z',
      '2026-03-23T12:00:00.000Z',
      '2026-03-30T12:00:00.000Z',
    ]);
    expect(periods[0]?.uid).toBe('period-p1-2026-03-09@assignd');
    expect(periods[0]?.summary).toBe('Chem (Period 1)');
    expect(periods[0]?.endDate.toJSDate().toISOString()).toBe('2026-03-09T12:50:00.000Z');
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once something changes', async () => {
    const maya = await student(t);
    const { url } = await feedOf(maya);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchFeed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await addAssignment(maya, { title: 'New', dueDate: '2026-03-11T15:00:00.000Z' });
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('stops serving the old URL at once when regenerated', async () => {
    const maya = await student(t);
    const old = await feedOf(maya);
    const fresh = bodyOf<Feed>(await maya.browser.post('/api/calendar/feed/regenerate'), 200);
    expect(fresh.url).not.toBe(old.url);
    expect((await feedOf(maya)).url).toBe(fresh.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
  });

  it('answers any unknown feed name with the same bare 404', async () => {
    const replies = await Promise.all(
      ['x'.repeat(43), 'A'.repeat(43) + '.ics', 'short.ics', '..%2F.ics'].map((name) =>
        t.app.inject({ method: 'GET', url: `/api/calendar/feed/${name}` }),
      ),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(404);
      expect(JSON.parse(reply.body)).toEqual({ error: 'Not found' });
    }
  });

  it('answers at most 60 feed requests a minute from one address', async () => {
    const fetchFrom = (address: string) =>
      t.app.inject({ method: 'GET', url: '/api/calendar/feed/x.ics', remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await fetchFrom('203.0.113.9')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await fetchFrom('203.0.113.10')).statusCode).toBe(404);
  });

  it('refuses bad settings naming the field', async () => {
    const maya = await student(t);
    const patch = (body: unknown) => maya.browser.send('PATCH', '/api/calendar/feed', body);
    expectFieldError(await patch({ includeCompleted: 'yes' }), 'includeCompleted');
    expectFieldError(await patch({ includeSchedule: 1 }), 'includeSchedule');
    expectFieldError(await patch({ timeZone: 'Mars/Olympus' }), 'timeZone');
    expectFieldError(await patch({ colour: 'red' }), 'colour');
  });
});
