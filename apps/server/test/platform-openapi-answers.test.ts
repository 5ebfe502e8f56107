import type { Schedule } from '@assignd/core';
import { abRotation } from '@assignd/core/schedule-test-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { responsesOf } from './openapi-helpers';
import { Browser, createTestApp, type Reply, type TestApp } from './helpers';
import { buyPlan } from './billing-helpers';
import { student, type Student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Sends the request and checks the real answer against the route's response schema. */
async function answer(
  browser: Browser,
  method: Method,
  route: string,
  options: { url?: string; body?: unknown; status: number },
): Promise<Reply['body']> {
  const reply = await browser.send(method, options.url ?? route, options.body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(options.status);
  const schema = responsesOf(t, `${method} ${route}`)[options.status];
  if (!schema) throw new Error(`${method} ${route} declares no ${options.status} answer`);
  // A 204 has no body; the client reads it as null, the schema says so.
  const body = options.status === 204 ? null : reply.body;
  const parsed = safeParse(schema, body);
  expect(parsed.error?.issues ?? [], `${method} ${route} ${options.status}`).toEqual([]);
  return reply.body;
}

describe('real answers match their response schemas', () => {
  let maya: Student;
  beforeAll(async () => {
    maya = await student(t);
  });

  it('answers the service routes and errors as declared', async () => {
    const visitor = new Browser(t.app);
    await answer(visitor, 'GET', '/api/health', { status: 200 });
    await answer(visitor, 'GET', '/api/config', { status: 200 });
    await answer(visitor, 'GET', '/api/assignments', { status: 401 });
    await answer(maya.browser, 'GET', '/api/assignments', {
      url: '/api/assignments?limit=0',
      status: 400,
    });
    await answer(maya.browser, 'PATCH', '/api/events/:id', {
      url: '/api/events/not-an-id',
      body: { title: 'x' },
      status: 404,
    });
  });

  it('answers the planner routes as declared', async () => {
    const b = maya.browser;
    const created = await answer(b, 'POST', '/api/classes', {
      body: { name: 'Biology', daysOfWeek: [1, 3], startTime: '08:00', endTime: '08:50' },
      status: 201,
    });
    const classUrl = `/api/classes/${String(created.id)}`;
    await answer(b, 'PATCH', '/api/classes/:id', {
      url: classUrl,
      body: { room: 'B2' },
      status: 200,
    });
    const assignment = await answer(b, 'POST', '/api/assignments', {
      body: { title: 'Lab report', dueDate: '2026-11-30T08:00:00.000Z', classId: created.id },
      status: 201,
    });
    await answer(b, 'PATCH', '/api/assignments/:id', {
      url: `/api/assignments/${String(assignment.id)}`,
      body: { completed: true },
      status: 200,
    });
    const event = await answer(b, 'POST', '/api/events', { body: { title: 'Fair' }, status: 201 });
    for (const route of ['/api/assignments', '/api/classes', '/api/events']) {
      await answer(b, 'GET', route, { status: 200 });
      await answer(b, 'GET', route, { url: `${route}?limit=1`, status: 200 });
    }
    const schedule: Schedule = abRotation('2026-11-23', {
      days: {
        '1': [{ id: 'p1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: null }],
        '2': [],
      },
    });
    await answer(b, 'GET', '/api/schedule', { status: 200 });
    await answer(b, 'PUT', '/api/schedule', { body: schedule, status: 200 });
    await answer(b, 'PUT', '/api/schedule', { body: { type: 'weekly', days: {} }, status: 200 });
    await answer(b, 'GET', '/api/schedule', { status: 200 });
    await answer(b, 'GET', '/api/profile', { status: 200 });
    await answer(b, 'PATCH', '/api/profile', { body: { displayName: 'Maya C.' }, status: 200 });
    await answer(b, 'GET', '/api/preferences', { status: 200 });
    await answer(b, 'PATCH', '/api/preferences', { body: { theme: 'dark' }, status: 200 });
    await answer(b, 'PATCH', '/api/preferences', { body: { theme: 'ocean' }, status: 403 });
    await answer(b, 'GET', '/api/subscription', { status: 200 });
    await answer(b, 'GET', '/api/calendar/feed', { status: 200 });
    await answer(b, 'PATCH', '/api/calendar/feed', {
      body: { includeSchedule: true },
      status: 200,
    });
    await answer(b, 'PATCH', '/api/calendar/feed', { body: { timeZone: 'Nowhere' }, status: 400 });
    await answer(b, 'POST', '/api/calendar/feed/regenerate', { status: 200 });
    await answer(b, 'GET', '/api/calendar/feed/:file', {
      url: '/api/calendar/feed/x.ics',
      status: 404,
    });

    const backup = await answer(b, 'GET', '/api/backup', { status: 200 });
    const deletedEvent = await answer(b, 'DELETE', '/api/events/:id', {
      url: `/api/events/${String(event.id)}`,
      status: 200,
    });
    await answer(b, 'POST', '/api/events/restore', { body: deletedEvent, status: 200 });
    await answer(b, 'POST', '/api/backup', { body: backup, status: 200 });
    await answer(b, 'POST', '/api/backup', { body: { version: '1.0' }, status: 400 });
    const deletedAssignment = await answer(b, 'DELETE', '/api/assignments/:id', {
      url: `/api/assignments/${String(assignment.id)}`,
      status: 200,
    });
    await answer(b, 'POST', '/api/assignments/restore', { body: deletedAssignment, status: 200 });
    const deletedClass = await answer(b, 'DELETE', '/api/classes/:id', {
      url: classUrl,
      status: 200,
    });
    await answer(b, 'POST', '/api/classes/restore', { body: deletedClass, status: 200 });
    await answer(b, 'POST', '/api/classes/restore', { body: {}, status: 400 });
    await answer(b, 'DELETE', '/api/classes/:id', { url: classUrl, status: 200 });
    await answer(b, 'DELETE', '/api/schedule', { status: 204 });
    await answer(b, 'GET', '/api/schedule', { status: 200 });
    await answer(b, 'DELETE', '/api/data', { status: 204 });
  });

  it('answers the study set and flashcard routes as declared', async () => {
    const free = (await student(t)).browser;
    await answer(free, 'GET', '/api/study-sets', { status: 403 });
    const kim = await student(t);
    await buyPlan(kim.browser, 'lifetime');
    const b = kim.browser;
    const set = await answer(b, 'POST', '/api/study-sets', {
      body: { title: 'Verbs' },
      status: 201,
    });
    const setUrl = `/api/study-sets/${String(set.id)}`;
    await answer(b, 'PATCH', '/api/study-sets/:id', { url: setUrl, body: {}, status: 200 });
    await answer(b, 'POST', '/api/study-sets', { body: { title: '' }, status: 400 });
    const cardsRoute = '/api/study-sets/:id/flashcards';
    const card = await answer(b, 'POST', cardsRoute, {
      url: `${setUrl}/flashcards`,
      body: { front: 'ser', back: 'to be' },
      status: 201,
    });
    await answer(b, 'POST', `${cardsRoute}/import`, {
      url: `${setUrl}/flashcards/import`,
      body: { text: 'hablar - to speak' },
      status: 201,
    });
    await answer(b, 'GET', cardsRoute, { url: `${setUrl}/flashcards`, status: 200 });
    await answer(b, 'GET', '/api/study-sets', { status: 200 });
    const cardUrl = `/api/flashcards/${String(card.id)}`;
    await answer(b, 'PATCH', '/api/flashcards/:id', {
      url: cardUrl,
      body: { back: 'to be (always)' },
      status: 200,
    });
    await answer(b, 'POST', '/api/flashcards/:id/review', {
      url: `${cardUrl}/review`,
      body: { rating: 'good' },
      status: 200,
    });
    await answer(b, 'DELETE', '/api/flashcards/:id', { url: cardUrl, status: 204 });
    await answer(b, 'DELETE', '/api/flashcards/:id', { url: cardUrl, status: 404 });
    await answer(b, 'DELETE', '/api/study-sets/:id', { url: setUrl, status: 204 });
  });

  it('answers the billing routes as declared', async () => {
    const sam = (await student(t)).browser;
    const checkoutRoute = '/api/billing/local/checkouts/:checkoutId';
    await answer(sam, 'POST', '/api/billing/portal', { status: 400 });
    await answer(sam, 'POST', '/api/billing/checkout', { body: { planType: 'x' }, status: 400 });
    const started = await answer(sam, 'POST', '/api/billing/checkout', {
      body: { planType: 'monthly' },
      status: 200,
    });
    const url = `/api/billing/local/checkouts/${String(started.url).split('/').at(-1) ?? ''}`;
    await answer(sam, 'GET', checkoutRoute, { url, status: 200 });
    await answer(sam, 'POST', `${checkoutRoute}/confirm`, { url: `${url}/confirm`, status: 200 });
    await answer(sam, 'POST', `${checkoutRoute}/confirm`, { url: `${url}/confirm`, status: 409 });
    await answer(sam, 'POST', `${checkoutRoute}/cancel`, { url: `${url}/cancel`, status: 409 });
    await answer(sam, 'POST', '/api/billing/portal', { status: 200 });
    await answer(sam, 'POST', '/api/billing/local/portal/cancel', { status: 200 });
    await answer(sam, 'POST', '/api/billing/local/portal/resume', { status: 200 });
    await answer(sam, 'POST', '/api/billing/local/portal/switch', {
      body: { planType: 'lifetime' },
      status: 200,
    });
    await answer(sam, 'GET', '/api/subscription', { status: 200 });
  });

  it('answers the focus session routes as declared', async () => {
    const free = (await student(t)).browser;
    const route = '/api/focus-sessions';
    const ended = Date.now() - 60_000;
    const body = {
      startedAt: new Date(ended - 25 * 60_000).toISOString(),
      endedAt: new Date(ended).toISOString(),
      minutes: 25,
    };
    const range = `${route}?from=${new Date(ended - 86_400_000).toISOString()}&to=${new Date(ended + 60_000).toISOString()}`;
    await answer(free, 'POST', route, { body, status: 403 });
    await answer(free, 'GET', route, { url: range, status: 403 });
    const pro = await student(t);
    await buyPlan(pro.browser, 'lifetime');
    await answer(pro.browser, 'POST', route, { body: { ...body, minutes: 5 }, status: 400 });
    await answer(pro.browser, 'POST', route, {
      body: { ...body, assignmentId: '00000000-0000-4000-8000-000000000001' },
      status: 201,
    });
    await answer(pro.browser, 'POST', route, { body, status: 409 });
    await answer(pro.browser, 'GET', route, { url: range, status: 200 });
    await answer(pro.browser, 'GET', route, { url: `${route}?from=x&to=y`, status: 400 });
  });

  it('answers the AI import route as declared', async () => {
    const route = '/api/ai/import';
    const body = { text: '- Chem quiz Fri 3pm\n- Essay due 11/30', timeZone: 'America/New_York' };
    await answer((await student(t)).browser, 'POST', route, { body, status: 403 });
    const pro = await student(t);
    await buyPlan(pro.browser, 'lifetime');
    await answer(pro.browser, 'POST', route, { body: { text: ' ' }, status: 400 });
    const found = await answer(pro.browser, 'POST', route, { body, status: 200 });
    expect((found.assignments as unknown[]).length).toBe(2);
  });

  it('answers the AI breakdown route as declared', async () => {
    const route = '/api/ai/breakdown';
    const assignment = {
      title: 'Bio lab report',
      category: 'Project',
      dueDate: '2026-12-01T14:00:00Z',
    };
    const body = { assignment, timeZone: 'America/New_York' };
    await answer((await student(t)).browser, 'POST', route, { body, status: 403 });
    const pro = await student(t);
    await buyPlan(pro.browser, 'lifetime');
    const blank = { assignment: { ...assignment, title: ' ' } };
    await answer(pro.browser, 'POST', route, { body: blank, status: 400 });
    const result = await answer(pro.browser, 'POST', route, { body, status: 200 });
    expect((result.breakdown as unknown[]).length).toBe(5);
  });

  it('answers the AI optimize route as declared', async () => {
    const route = '/api/ai/optimize';
    const body = { timeZone: 'America/New_York' };
    await answer((await student(t)).browser, 'POST', route, { body, status: 403 });
    const pro = await student(t);
    await buyPlan(pro.browser, 'lifetime');
    await answer(pro.browser, 'POST', route, { body, status: 400 });
    // Undated, so it is planned in spare time whatever the clock says.
    const quiz = { title: 'Quiz', category: 'Quiz' };
    expect((await pro.browser.post('/api/assignments', quiz)).status).toBe(201);
    const plan = await answer(pro.browser, 'POST', route, { body, status: 200 });
    expect((plan.days as unknown[]).length).toBe(1);
  });

  it('answers the AI chat and status routes as declared', async () => {
    const route = '/api/ai/chat';
    const body = { message: 'What is due this week?', timeZone: 'America/New_York' };
    const free = (await student(t)).browser;
    await answer(free, 'POST', route, { body, status: 403 });
    await answer(free, 'GET', '/api/ai/status', { status: 403 });
    const pro = await student(t);
    await buyPlan(pro.browser, 'lifetime');
    await answer(pro.browser, 'POST', route, { body: { message: ' ' }, status: 400 });
    await answer(pro.browser, 'POST', route, { body, status: 200 });
    await answer(pro.browser, 'GET', '/api/ai/status', { status: 200 });
  });
});
