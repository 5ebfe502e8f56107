import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemasOfRoutes } from '../src/openapi/openapi';
import { responsesOf } from './openapi-helpers';
import { Browser, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the OpenAPI document', () => {
  it('lists every route with the schemas of its answers', async () => {
    const reply = await new Browser(t.app).get('/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    const paths = reply.body.paths as Record<string, Record<string, Operation>>;

    const listed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Every route the app has, as it added them; Better Auth's own routes sit behind one wildcard
    // and are documented by Better Auth.
    const routes = [...schemasOfRoutes(t.app).keys()].filter((key) => !key.includes('/api/auth/'));
    expect(routes.length).toBeGreaterThan(20);
    const documented = routes.map((key) => key.replace(/:(\w+)/g, '{$1}'));
    expect(listed.filter((key) => !key.includes('/api/auth/')).sort()).toEqual(documented.sort());

    for (const key of routes) {
      const [method = '', path = ''] = key.split(' ');
      const operation = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const statuses = Object.keys(responsesOf(t, key));
      expect(
        // Google's redirect back (GET /api/calendar/google/callback) answers only by redirecting.
        statuses.some((status) => status.startsWith('2') || status === '302'),
        `${key} answers`,
      ).toBe(true);
      for (const status of statuses) {
        const answer = operation?.responses?.[status];
        expect(answer, `${key} ${status}`).toBeDefined();
        // No Content and a redirect have no body to describe.
        if (status !== '204' && status !== '302') {
          expect(answer?.content?.['application/json']?.schema, `${key} ${status}`).toBeDefined();
        }
      }
    }
  });

  it('names the shared schemas as components', async () => {
    const reply = await new Browser(t.app).get('/api/openapi.json');
    const components = reply.body.components as { schemas: Record<string, unknown> };
    for (const name of ['Assignment', 'SchoolClass', 'PlannerEvent', 'Schedule', 'Error']) {
      expect(components.schemas[name], name).toBeDefined();
    }
  });

  it('serves a reference page whose scripts and styles all come from this server', async () => {
    const browser = new Browser(t.app);
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(4);
    for (const asset of assets) {
      expect(asset).toMatch(/^\.\/static\//);
      const served = await t.app.inject({ url: `/api/docs/${asset?.slice(2) ?? ''}` });
      expect(served.statusCode, asset).toBe(200);
    }
    expect((await browser.get('/api/docs/json')).body.openapi).toBe('3.1.0');
  });
});
