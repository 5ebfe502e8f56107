import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/client';
import { appForBlock, Browser, createTestApp, newUser, signUp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

describe('bad input', () => {
  it('answers 400 to malformed JSON, never 500', async () => {
    const reply = await new Browser(t.app).post(
      '/api/auth/sign-in/email',
      '{"email": "a@b.c", ',
      {},
    );
    expect(reply.status).toBe(400);
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    const reply = await new Browser(t.app, { ip: '10.9.9.9' }).post(
      '/api/auth/sign-in/email',
      huge,
    );
    expect(reply.status).toBe(413);
    expect(reply.body.error).toBe('Request body is too large');
  });

  it('answers 400 naming the field when a sign-up field has the wrong type', async () => {
    const reply = await new Browser(t.app, { ip: '10.9.9.8' }).post('/api/auth/sign-up/email', {
      ...newUser(),
      email: 42,
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toMatch(/email/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await new Browser(t.app).get('/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'Not found' });
  });
});

describe('security headers', () => {
  it('are on every response', async () => {
    const reply = await new Browser(t.app).get('/api/health');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const missing = await new Browser(t.app).get('/api/nothing-here');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health', () => {
  it('answers 200 with the database state', async () => {
    const reply = await new Browser(t.app).get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', database: { state: 'up', mode: 'external' } });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const unreachable = connectDatabase('postgres://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp({
      config: t.config,
      database: unreachable,
      databaseMode: 'external',
    });
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      status: 'unavailable',
      database: { state: 'down', mode: 'external' },
    });
    await app.close();
    await unreachable.pool.end();
  });
});

describe('rate limits on sign-in (3 a minute here)', () => {
  const attempt = (browser: Browser, email: string) =>
    browser.post('/api/auth/sign-in/email', { email, password: 'wrong-password' });

  it('limits one address without locking out another', async () => {
    const { user } = await signUp(new Browser(t.app, { ip: '10.0.0.50' }));
    const attacker = new Browser(t.app, { ip: '10.0.0.1' });
    for (let i = 0; i < 3; i += 1) expect((await attempt(attacker, user.email)).status).toBe(401);
    const blocked = await attempt(attacker, user.email);
    expect(blocked.status).toBe(429);
    expect(String(blocked.body.error)).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );

    const student = new Browser(t.app, { ip: '10.0.0.2' });
    const ok = await student.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(ok.status).toBe(200);
  });

  it('cannot be dodged by forging X-Forwarded-For when no proxy is trusted', async () => {
    const forger = (n: number) =>
      new Browser(t.app, { ip: '10.0.0.3', headers: { 'x-forwarded-for': `203.0.113.${n}` } });
    for (let i = 0; i < 3; i += 1) await attempt(forger(i), 'someone@example.com');
    expect((await attempt(forger(99), 'someone@example.com')).status).toBe(429);
  });

  it('does not limit reading the session', async () => {
    const browser = new Browser(t.app, { ip: '10.0.0.4' });
    for (let i = 0; i < 6; i += 1)
      expect((await browser.get('/api/auth/get-session')).status).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const proxied = appForBlock({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });

  it('tells clients apart by the address the proxy forwards', async () => {
    const viaProxy = (client: string) =>
      new Browser(proxied().app, { ip: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    const attempt = (client: string) =>
      viaProxy(client).post('/api/auth/sign-in/email', {
        email: 'x@example.com',
        password: 'wrong-password',
      });
    await attempt('198.51.100.1');
    await attempt('198.51.100.1');
    expect((await attempt('198.51.100.1')).status).toBe(429);
    expect((await attempt('198.51.100.2')).status).toBe(401);
  });
});
