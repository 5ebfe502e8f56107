import { proRequiredMessage } from '@assignd/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../src/modules/registry';
import { buyPlan } from './billing-helpers';
import { createTestApp, type TestApp } from './helpers';
import { randomId, student, type Student } from './planner-helpers';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

let t: TestApp;
let sam: Student;

beforeAll(async () => {
  // Google sign-in set up, so the Google Calendar routes exist as they do on a real server.
  t = await createTestApp({
    BILLING_PROVIDER: 'local',
    GOOGLE_CLIENT_ID: 'client',
    GOOGLE_CLIENT_SECRET: 'secret',
  });
  sam = await student(t);
});
afterAll(() => t.close());

/** A route's URL with each parameter filled in: the gate must answer before any lookup. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomId());

describe('a Pro module', () => {
  it('is one of the modules that say so, and registers its routes through the gate', () => {
    const proModules = SERVER_MODULES.filter((module) => module.pro !== null && module.routes);
    expect(proModules.map((module) => module.name).sort()).toEqual([
      'ai',
      'focus',
      'google-calendar',
      'study-sets',
    ]);
    const gated = new Set(t.app.proRoutes.map((route) => route.module));
    expect([...gated].sort()).toEqual(proModules.map((module) => module.name).sort());
  });

  it('answers every route but the free ones with 403 to a free student, before reading the body', async () => {
    const gated = t.app.proRoutes.filter((route) => !route.free);
    expect(gated.length).toBeGreaterThan(15);
    for (const route of gated) {
      const url = concrete(route.url);
      // A body of the wrong shape: a free student hears about Pro, not about a field.
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { nope: 1 };
      const reply = await sam.browser.send(route.method as Method, url, body);
      expect({
        route: `${route.method} ${route.url}`,
        status: reply.status,
        body: reply.body,
      }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        body: { error: proRequiredMessage(route.feature) },
      });
    }
  });

  it('leaves the routes it marks free open to free students', async () => {
    const free = t.app.proRoutes.filter((route) => route.free);
    expect(free.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/calendar/google',
      'GET /api/calendar/google',
    ]);
    for (const route of free) {
      const reply = await sam.browser.send(route.method as Method, route.url);
      expect(reply.status).toBe(200);
    }
  });

  it('lets a Pro student past the gate', async () => {
    const maya = await student(t);
    await buyPlan(maya.browser, 'monthly');
    const reply = await maya.browser.send('GET', '/api/study-sets');
    expect(reply.status).toBe(200);
  });
});
