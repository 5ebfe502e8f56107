import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSender } from '../src/modules/push/push-sender';
import { Browser, createTestApp, type TestApp } from './helpers';
import { browserKeys, startFakePushService, vapidClaims, type FakePushService } from './fake-push';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

interface Device {
  id: string;
  endpoint: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

let t: TestApp;
let push: FakePushService;
const warnings: object[] = [];
beforeAll(async () => {
  [t, push] = await Promise.all([
    createTestApp({
      VAPID_SUBJECT: 'mailto:admin@school.example',
      PUSH_SERVICE_HOSTS: '127.0.0.1:*',
    }),
    startFakePushService(),
  ]);
});
afterAll(async () => {
  await push.close();
  await t.close();
});

let deviceCount = 0;
/** A browser subscribed through the API, with the keys to read what reaches it. */
async function subscribe(s: Student, userAgent = ANDROID_CHROME) {
  const browser = browserKeys();
  const path = `/push/device-${++deviceCount}`;
  const endpoint = `${push.origin}${path}`;
  const reply = await s.browser.post(
    '/api/push/subscriptions',
    { endpoint, expirationTime: null, keys: browser.keys },
    { 'user-agent': userAgent },
  );
  return { ...browser, path, endpoint, device: bodyOf<Device>(reply) };
}

const devicesOf = async (s: Student) =>
  bodyOf<Device[]>(await s.browser.get('/api/push/subscriptions'), 200);

const sender = (timeoutMs = 2000, pushServiceHosts = t.config.pushServiceHosts) =>
  pushSender(t.database.db, {
    vapid: t.config.vapid,
    pushServiceHosts,
    agent: push.agent,
    timeoutMs,
    log: { warn: (details) => warnings.push(details) },
  });

const receivedAt = (path: string) => push.received.filter((message) => message.path === path);

const message = {
  title: 'Essay due tomorrow',
  body: 'English: Essay on Macbeth, due 9:00',
  url: '/assignments/4f8b1c1e-1111-4222-8333-444455556666',
  tag: 'assignment-4f8b',
};

describe('push subscriptions', () => {
  it('gives signed-in students the public VAPID key, the same on every call', async () => {
    const maya = await student(t);
    const key = bodyOf<{ publicKey: string }>(await maya.browser.get('/api/push/key'), 200);
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(key.publicKey).toBe(t.config.vapid.publicKey);
    const signedOut = await new Browser(t.app).get('/api/push/key');
    expect(signedOut.status).toBe(401);
  });

  it('lists each device with a label from its browser; subscribing again updates it', async () => {
    const maya = await student(t);
    const phone = await subscribe(maya);
    const laptop = await subscribe(maya, MAC_SAFARI);
    expect(phone.device).toMatchObject({ endpoint: phone.endpoint, label: 'Chrome on Android' });
    expect(phone.device.lastUsedAt).toBeNull();
    expect((await devicesOf(maya)).map((d) => d.label)).toEqual([
      'Chrome on Android',
      'Safari on macOS',
    ]);

    const renewed = browserKeys();
    const again = await maya.browser.post('/api/push/subscriptions', {
      endpoint: phone.endpoint,
      keys: renewed.keys,
    });
    expect(bodyOf<Device>(again).id).toBe(phone.device.id);
    expect(await devicesOf(maya)).toHaveLength(2);
    expect(laptop.device.id).not.toBe(phone.device.id);
  });

  it('refuses a bad subscription with 400 naming the field, saving nothing', async () => {
    const maya = await student(t);
    const { keys } = browserKeys();
    const post = (body: unknown) => maya.browser.post('/api/push/subscriptions', body);
    expectFieldError(
      await post({ endpoint: 'http://push.example.org/x', keys }),
      'endpoint',
      'Expected the https:// URL of a push service',
    );
    expectFieldError(
      await post({ endpoint: `https://push.example.org/${'x'.repeat(2100)}`, keys }),
      'endpoint',
      'Must be at most 2048 characters',
    );
    expectFieldError(
      await post({ endpoint: 'https://user:secret@push.example.org/x', keys }),
      'endpoint',
    );
    expectFieldError(
      await post({ endpoint: 'https://push.example.org/x', keys: { ...keys, p256dh: 'AAAA' } }),
      'keys.p256dh',
    );
    expectFieldError(
      await post({ endpoint: 'https://push.example.org/x', keys: { p256dh: keys.p256dh } }),
      'keys.auth',
    );
    expectFieldError(
      await post({ endpoint: 'https://push.example.org/x', keys, userId: maya.userId }),
      'userId',
    );
    expect(await devicesOf(maya)).toEqual([]);
  });

  it('posts only to the push services it knows, never into its own network', async () => {
    const maya = await student(t);
    const { keys } = browserKeys();
    for (const endpoint of [
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:5432/x',
      'https://127.0.0.1.evil.example/x',
      'https://not127.0.0.1/x',
    ]) {
      expectFieldError(
        await maya.browser.post('/api/push/subscriptions', { endpoint, keys }),
        'endpoint',
        'Expected the URL of a known push service',
      );
    }
    expect(await devicesOf(maya)).toEqual([]);
    const strict = await createTestApp();
    try {
      const sam = await student(strict);
      expectFieldError(
        await sam.browser.post('/api/push/subscriptions', {
          endpoint: `${push.origin}/push/anywhere`,
          keys,
        }),
        'endpoint',
      );
      const chrome = await sam.browser.post('/api/push/subscriptions', {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
        keys,
      });
      expect(chrome.status).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it("never shows or removes another student's device", async () => {
    const maya = await student(t);
    const sam = await student(t);
    const mayas = await subscribe(maya);
    expect(await devicesOf(sam)).toEqual([]);
    const url = `/api/push/subscriptions/${mayas.device.id}`;
    expect((await sam.browser.send('DELETE', url)).status).toBe(404);
    expect(await devicesOf(maya)).toHaveLength(1);
    expect((await sam.browser.send('DELETE', '/api/push/subscriptions/not-an-id')).status).toBe(
      404,
    );

    expect((await maya.browser.send('DELETE', url)).status).toBe(204);
    expect(await devicesOf(maya)).toEqual([]);
    expect((await maya.browser.send('DELETE', url)).status).toBe(404);
  });

  it('moves a browser to the student who subscribes it last (a shared computer)', async () => {
    const maya = await student(t);
    const sam = await student(t);
    const shared = await subscribe(maya);
    const moved = await sam.browser.post('/api/push/subscriptions', {
      endpoint: shared.endpoint,
      keys: browserKeys().keys,
    });
    expect(moved.status).toBe(201);
    expect(await devicesOf(maya)).toEqual([]);
    expect((await devicesOf(sam)).map((d) => d.endpoint)).toEqual([shared.endpoint]);
  });
});

describe('sendToUser', () => {
  it("sends an encrypted, VAPID-signed message to each of the student's devices only", async () => {
    const maya = await student(t);
    const sam = await student(t);
    const phone = await subscribe(maya);
    const laptop = await subscribe(maya, MAC_SAFARI);
    const sams = await subscribe(sam);

    const delivery = await sender().sendToUser(maya.userId, message);

    expect(delivery).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(receivedAt(sams.path)).toEqual([]);
    for (const device of [phone, laptop]) {
      const [received] = receivedAt(device.path);
      if (!received) throw new Error(`nothing reached ${device.path}`);
      expect(received.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: '86400',
      });
      const claims = vapidClaims(
        received.headers.authorization as string,
        t.config.vapid.publicKey,
      );
      expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:admin@school.example' });
      expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
      expect(received.body.toString('utf8')).not.toContain('Macbeth');
      expect(JSON.parse(device.decrypt(received.body))).toEqual(message);
    }
    expect((await devicesOf(maya)).every((d) => d.lastUsedAt !== null)).toBe(true);
  });

  it('deletes a subscription the push service answers 410 or 404 for, and keeps others', async () => {
    const maya = await student(t);
    const gone = await subscribe(maya);
    const unknown = await subscribe(maya);
    const broken = await subscribe(maya);
    const fine = await subscribe(maya);
    push.answer(gone.path, 410);
    push.answer(unknown.path, 404);
    push.answer(broken.path, 500);

    const delivery = await sender().sendToUser(maya.userId, message);

    expect(delivery).toEqual({ sent: 1, removed: 2, failed: 1 });
    expect((await devicesOf(maya)).map((d) => d.id).sort()).toEqual(
      [broken.device.id, fine.device.id].sort(),
    );
    expect(warnings).toContainEqual(
      expect.objectContaining({ subscription: broken.device.id, status: 500 }),
    );
  });

  it('posts nothing to a stored endpoint the allowed push services no longer take', async () => {
    const maya = await student(t);
    await subscribe(maya);
    await subscribe(maya);
    const before = push.received.length;

    // Stored on the fake's port, which '127.0.0.1' alone (port 443) does not allow.
    const delivery = await sender(2000, ['127.0.0.1']).sendToUser(maya.userId, message);

    expect(delivery).toEqual({ sent: 0, removed: 2, failed: 0 });
    expect(push.received.length).toBe(before);
    expect(await devicesOf(maya)).toEqual([]);
  });

  it('gives up on a push service that does not answer, without throwing', async () => {
    const maya = await student(t);
    const slow = await subscribe(maya);
    push.hang(slow.path);
    const started = Date.now();
    const delivery = await sender(300).sendToUser(maya.userId, message);
    expect(delivery).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await devicesOf(maya)).toHaveLength(1);
  });

  it('opens only paths of the app: another site becomes the dashboard', async () => {
    const maya = await student(t);
    const phone = await subscribe(maya);
    await sender().sendToUser(maya.userId, { ...message, url: 'https://evil.example/x' });
    await sender().sendToUser(maya.userId, { ...message, url: '//evil.example/x' });
    const urls = receivedAt(phone.path).map(
      (received) => (JSON.parse(phone.decrypt(received.body)) as { url: string }).url,
    );
    expect(urls).toEqual(['/', '/']);
  });

  it('does nothing for a student without devices', async () => {
    const maya = await student(t);
    expect(await sender().sendToUser(maya.userId, message)).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
  });
});
