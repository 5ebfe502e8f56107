/*
 * The figures issue 13 asks for, printed by `npm run measure:ai` (with TEST_DATABASE_URL, or the
 * embedded database): what our server adds to each model call (its time minus the fake model's),
 * and the built-in chat's time per call.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeModel, type FakeModel } from './fake-model';
import { createTestApp, type TestApp } from './helpers';
import { proStudent } from './study-helpers';

const CALLS = 50;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2
  );
};
let fake: FakeModel;
let withModel: TestApp;
let builtIn: TestApp;
beforeAll(async () => {
  fake = await startFakeModel();
  withModel = await createTestApp({
    BILLING_PROVIDER: 'local',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'm',
    AI_RATE_LIMIT: '100000',
  });
  builtIn = await createTestApp({ BILLING_PROVIDER: 'local', AI_RATE_LIMIT: '100000' });
});
afterAll(async () => {
  await withModel.close();
  await builtIn.close();
  await fake.close();
});

async function seeded(t: TestApp) {
  const who = await proStudent(t);
  for (let i = 0; i < 10; i += 1) {
    await who.browser.post('/api/assignments', {
      title: `Task ${i}`,
      category: i % 3 ? 'Homework' : 'Test',
      dueDate: new Date(Date.now() + i * 86_400_000).toISOString(),
    });
  }
  return who;
}

it('measures', async () => {
  const maya = await seeded(withModel);
  const answer = {
    assignments: [
      {
        title: 'Read ch 4',
        description: null,
        category: 'Reading',
        dueDate: null,
        className: null,
      },
    ],
  };
  const rows: string[] = [];
  for (const kind of ['chat', 'chat-sse', 'import'] as const) {
    const overheads: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < CALLS + 5; i += 1) {
      fake.requests.length = 0;
      if (kind === 'import') fake.script({ json: answer });
      const started = performance.now();
      const reply =
        kind === 'import'
          ? await maya.browser.post('/api/ai/import', { text: 'Read chapter 4 by Friday' })
          : await maya.browser.post(
              '/api/ai/chat',
              { message: 'What first?' },
              kind === 'chat-sse' ? { accept: 'text/event-stream' } : {},
            );
      const total = performance.now() - started;
      expect(reply.status).toBe(200);
      if (i < 5) continue; // warm-up
      totals.push(total);
      overheads.push(total - fake.requests[0]!.elapsedMs);
    }
    rows.push(
      `${kind}: server ${median(totals).toFixed(2)} ms, fake ${(median(totals) - median(overheads)).toFixed(2)} ms, overhead median ${median(overheads).toFixed(2)} ms (n=${CALLS})`,
    );
  }
  const sam = await seeded(builtIn);
  const times: number[] = [];
  for (let i = 0; i < CALLS + 5; i += 1) {
    const started = performance.now();
    const reply = await sam.browser.post('/api/ai/chat', {
      message: i % 2 ? 'What is due this week?' : 'How do I prepare for a test in 4 days?',
    });
    const total = performance.now() - started;
    expect(reply.status).toBe(200);
    if (i >= 5) times.push(total);
  }
  const status: number[] = [];
  for (let i = 0; i < CALLS + 5; i += 1) {
    const started = performance.now();
    expect((await sam.browser.get('/api/ai/status')).status).toBe(200);
    if (i >= 5) status.push(performance.now() - started);
  }
  rows.push(
    `GET /api/ai/status (session + Pro check only): median ${median(status).toFixed(2)} ms`,
  );
  rows.push(
    `built-in chat: median ${median(times).toFixed(2)} ms per call (n=${CALLS}, 10 assignments)`,
  );
  console.warn(rows.join('\n'));
});
