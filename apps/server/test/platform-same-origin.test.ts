import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../src/lib/same-origin';
import { Browser, createTestApp, newUser, signUp, type TestApp } from './helpers';
import { student } from './planner-helpers';
import { listenOn, openSocket, sessionCookie } from './realtime-helpers';

const EVIL = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function titles(browser: Browser): Promise<string[]> {
  const reply = await browser.get('/api/assignments');
  expect(reply.status).toBe(200);
  return (reply.body as unknown as { title: string }[]).map((row) => row.title);
}

describe('a write from another site', () => {
  it('is refused with 403 and changes nothing, whichever method it uses', async () => {
    const maya = await student(t);
    const kept = await maya.browser.post('/api/assignments', { title: 'Kept' });
    expect(kept.status).toBe(201);
    const id = String(kept.body.id);
    const attempts = [
      maya.browser.post('/api/assignments', { title: 'Planted' }, { origin: EVIL }),
      maya.browser.send('PATCH', `/api/assignments/${id}`, { title: 'Changed' }, { origin: EVIL }),
      maya.browser.send('DELETE', `/api/assignments/${id}`, undefined, { origin: EVIL }),
      maya.browser.send('DELETE', '/api/data', undefined, { origin: 'null' }),
      maya.browser.send('PUT', '/api/schedule', { type: 'weekly', days: {} }, { origin: EVIL }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: CROSS_SITE_MESSAGE });
    }
    expect(await titles(maya.browser)).toEqual(['Kept']);
    expect((await maya.browser.get('/api/schedule')).body).toBeNull();
  });

  it('cannot sign the student out, nor sign anyone up or in', async () => {
    const maya = await student(t);
    const out = await maya.browser.post('/api/auth/sign-out', undefined, { origin: EVIL });
    expect(out.status).toBe(403);
    expect((await maya.browser.get('/api/profile')).status).toBe(200);

    const stranger = new Browser(t.app, { headers: { origin: EVIL } });
    const user = newUser();
    expect((await signUp(stranger, user)).reply.status).toBe(403);
    expect(stranger.cookie('assignd.session_token')).toBeUndefined();
    // Nothing was created: the same address can still sign up from our own pages.
    expect((await signUp(new Browser(t.app), user)).reply.status).toBe(200);
    const signIn = await stranger.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(403);
    expect(stranger.cookie('assignd.session_token')).toBeUndefined();
  });

  it('is refused without Origin unless Sec-Fetch-Site says it came from this site', async () => {
    const maya = await student(t);
    const post = (headers: Record<string, string | undefined>) =>
      maya.browser.post('/api/assignments', { title: JSON.stringify(headers) }, headers);
    expect((await post({ origin: undefined, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: undefined, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ origin: undefined })).status).toBe(403);
    expect((await post({ origin: undefined, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect(await titles(maya.browser)).toEqual(['{"sec-fetch-site":"same-origin"}']);
  });

  it('does not become trusted by naming its own site as the Host', async () => {
    const maya = await student(t);
    // Origin and Host agree, as they would for a request sent straight to the attacker's name.
    const spoofed = {
      origin: 'http://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    };
    expect((await maya.browser.post('/api/assignments', { title: 'X' }, spoofed)).status).toBe(403);
    expect((await maya.browser.post('/api/auth/sign-out', undefined, spoofed)).status).toBe(403);
    expect((await maya.browser.get('/api/profile')).status).toBe(200);
    expect(await titles(maya.browser)).toEqual([]);

    const base = await listenOn(t.app);
    await expect(
      openSocket(base, { cookie: sessionCookie(maya.browser), ...spoofed }),
    ).rejects.toThrow('upgrade refused: 403');
  });

  it('leaves an OAuth callback posted by the provider alone, but not a path that escapes it', async () => {
    const maya = await student(t);
    const callback = await maya.browser.post('/api/auth/callback/google', undefined, {
      origin: 'https://appleid.apple.com',
    });
    expect(callback.status).not.toBe(403);
    const escaped = await maya.browser.post('/api/auth/callback/google/../../sign-out', undefined, {
      origin: EVIL,
    });
    expect(escaped.status).toBe(403);
    expect((await maya.browser.get('/api/profile')).status).toBe(200);
  });
});

describe('trusted origins', () => {
  it('include each TRUSTED_ORIGINS entry, for writes and for the realtime socket', async () => {
    const lan = 'http://192.168.1.20:3000';
    const other = await createTestApp({ TRUSTED_ORIGINS: `https://planner.lan, ${lan}` });
    try {
      const browser = new Browser(other.app, { headers: { origin: lan } });
      expect((await signUp(browser)).reply.status).toBe(200);
      expect((await browser.post('/api/assignments', { title: 'From the LAN' })).status).toBe(201);
      const base = await listenOn(other.app);
      const socket = await openSocket(base, { cookie: sessionCookie(browser), origin: lan });
      socket.close();
      expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('are http://localhost:PORT and http://127.0.0.1:PORT when PUBLIC_URL is unset', async () => {
    const local = await createTestApp({ PUBLIC_URL: '', PORT: '3000' });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
        const browser = new Browser(local.app, { headers: { origin } });
        expect((await signUp(browser)).reply.status).toBe(200);
        expect((await browser.post('/api/assignments', { title: origin })).status).toBe(201);
        expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
      }
      const lan = new Browser(local.app, { headers: { origin: 'http://192.168.1.20:3000' } });
      expect((await signUp(lan)).reply.status).toBe(403);
    } finally {
      await local.close();
    }
  });
});
