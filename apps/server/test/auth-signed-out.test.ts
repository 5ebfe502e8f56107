import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from './helpers';
import { randomId, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const id = randomId();
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const ROUTES: Array<[Method, string, unknown]> = [
  ['GET', '/api/assignments', undefined],
  ['POST', '/api/assignments', { title: 'Essay' }],
  ['PATCH', `/api/assignments/${id}`, { completed: true }],
  ['DELETE', `/api/assignments/${id}`, undefined],
  ['GET', '/api/classes', undefined],
  ['POST', '/api/classes', { name: 'Math' }],
  ['PATCH', `/api/classes/${id}`, { name: 'Algebra' }],
  ['DELETE', `/api/classes/${id}`, undefined],
  ['GET', '/api/events', undefined],
  ['POST', '/api/events', { title: 'Concert' }],
  ['PATCH', `/api/events/${id}`, { title: 'Recital' }],
  ['DELETE', `/api/events/${id}`, undefined],
  ['GET', '/api/profile', undefined],
  ['PATCH', '/api/profile', { firstName: 'Someone' }],
  ['GET', '/api/preferences', undefined],
  ['PATCH', '/api/preferences', { theme: 'dark' }],
  ['GET', '/api/schedule', undefined],
  ['PUT', '/api/schedule', { type: 'weekly', days: {} }],
  ['DELETE', '/api/schedule', undefined],
  ['GET', '/api/backup', undefined],
  ['POST', '/api/backup', { classes: [{ name: 'Math' }] }],
  ['DELETE', '/api/data', undefined],
];

const TABLES = ['profiles', 'preferences', 'classes', 'assignments', 'events', 'schedules'];

async function snapshot() {
  const rowsByTable: Record<string, unknown> = {};
  for (const table of TABLES) {
    const { rows } = await t.database.pool.query(`select * from ${table} order by 1`);
    rowsByTable[table] = rows;
  }
  return rowsByTable;
}

describe('signed out', () => {
  it.each(ROUTES)('%s %s answers 401 and changes nothing', async (method, url, body) => {
    const maya = await student(t);
    await maya.browser.post('/api/classes', { name: 'Math' });
    await maya.browser.send('PUT', '/api/schedule', { type: 'weekly', days: {} });
    const before = await snapshot();
    const reply = await new Browser(t.app).send(method, url, body);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: 'Not signed in' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 once the student has signed out', async () => {
    const maya = await student(t);
    expect((await maya.browser.get('/api/assignments')).status).toBe(200);
    await maya.browser.post('/api/auth/sign-out');
    expect((await maya.browser.get('/api/assignments')).status).toBe(401);
  });
});
