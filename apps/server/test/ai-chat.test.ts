import { CHAT_NEEDS_MODEL, localDateTimeToInstant } from '@assignd/core';
import type { AiChatResult, AiStatus } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from './fake-model';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';
import { proStudent } from './study-helpers';

// Tuesday 2026-11-24, 10:00 in Los Angeles; the server itself runs in UTC.
const NOW = new Date('2026-11-24T18:00:00Z');
const ZONE = 'America/Los_Angeles';
const route = '/api/ai/chat';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: () => NOW });
});
afterAll(() => t.close());

async function addAssignment(who: Student, title: string, category: string, dueDate: string) {
  bodyOf(await who.browser.post('/api/assignments', { title, category, dueDate }));
}

describe('POST /api/ai/chat with the built-in engine', () => {
  it("answers what is due today on the student's calendar, from their own planner only", async () => {
    const maya = await proStudent(t);
    const sam = await proStudent(t);
    // 23:30 in Los Angeles is already tomorrow in UTC.
    await addAssignment(
      maya,
      'Essay outline',
      'Project',
      localDateTimeToInstant('2026-11-24', '23:30', ZONE).toISOString(),
    );
    await addAssignment(sam, 'Sam only', 'Homework', '2026-11-24T20:00:00Z');
    const reply = bodyOf<AiChatResult>(
      await maya.browser.post(route, { message: "What's due today?", timeZone: ZONE }),
      200,
    );
    expect(reply).toEqual({
      reply: 'Due today (1):\n- Essay outline, due Tue, Nov 24 at 11:30 PM',
      engine: 'built-in',
    });
  });

  it('passes the connection test with a message alone, and says what needs a model', async () => {
    const maya = await proStudent(t);
    const hello = bodyOf<AiChatResult>(await maya.browser.post(route, { message: 'Hello' }), 200);
    expect(hello.engine).toBe('built-in');
    expect(hello.reply).toMatch(/^Hi! I can answer questions about your planner/);
    const open = bodyOf<AiChatResult>(
      await maya.browser.post(route, {
        message: 'Why is the sky blue?',
        context: { title: 'Physics reading', category: 'Reading', dueDate: null },
        history: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello!' },
        ],
      }),
      200,
    );
    expect(open.reply).toBe(CHAT_NEEDS_MODEL);
  });

  it('streams the reply as server-sent events when asked to', async () => {
    const maya = await proStudent(t);
    await addAssignment(maya, 'Unit 3 quiz', 'Quiz', '2026-11-26T17:00:00Z');
    const reply = await maya.browser.post(
      route,
      { message: 'When is my next quiz?', timeZone: ZONE },
      { accept: 'text/event-stream' },
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(eventsOf(reply)).toEqual([
      {
        event: 'delta',
        data: { text: 'Your next quiz is Unit 3 quiz, in 2 days: Thu, Nov 26 at 9:00 AM.' },
      },
      { event: 'done', data: { engine: 'built-in' } },
    ]);
  });

  it('refuses a blank or oversized message and too long a history, naming the field', async () => {
    const maya = await proStudent(t);
    expectFieldError(
      await maya.browser.post(route, { message: '   ' }),
      'message',
      'Please enter a message',
    );
    expectFieldError(await maya.browser.post(route, { message: 'x'.repeat(4001) }), 'message');
    const turn = { role: 'user', content: 'hi' };
    expectFieldError(
      await maya.browser.post(route, { message: 'hi', history: Array(21).fill(turn) }),
      'history',
    );
    expectFieldError(
      await maya.browser.post(route, {
        message: 'hi',
        history: [{ role: 'system', content: 'x' }],
      }),
      'history.0.role',
    );
    expectFieldError(
      await maya.browser.post(route, { message: 'hi', timeZone: 'Mars/Olympus' }),
      'timeZone',
    );
  });

  it('is Pro only, naming the feature', async () => {
    const free = await student(t);
    const reply = await free.browser.post(route, { message: 'Hello' });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('Upgrade to Pro to unlock AI study tools!');
    expect((await free.browser.get('/api/ai/status')).status).toBe(403);
  });
});

describe('GET /api/ai/status', () => {
  it('says the built-in engine answers when no model is configured', async () => {
    const maya = await proStudent(t);
    expect(bodyOf<AiStatus>(await maya.browser.get('/api/ai/status'), 200)).toEqual({
      engine: 'built-in',
      model: null,
    });
  });
});

describe('the AI rate limit', () => {
  it('answers the 21st AI call of a minute with 429 and Retry-After, per student', async () => {
    const maya = await proStudent(t);
    const calls = [
      () => maya.browser.post(route, { message: 'Hello' }),
      () => maya.browser.post('/api/ai/import', { text: 'Read chapter 4 by Friday' }),
      () =>
        maya.browser.post('/api/ai/breakdown', {
          assignment: { title: 'Essay', category: 'Project' },
        }),
    ];
    for (let call = 0; call < 20; call += 1) {
      expect((await calls[call % calls.length]!()).status).toBe(200);
    }
    const limited = await maya.browser.post(route, { message: 'Hello' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many AI requests. Please wait a minute and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The status is no call to an engine, and another student has their own minute.
    expect((await maya.browser.get('/api/ai/status')).status).toBe(200);
    const sam = await proStudent(t);
    expect((await sam.browser.post(route, { message: 'Hello' })).status).toBe(200);
  });
});
