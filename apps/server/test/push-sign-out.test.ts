import type { SignedInDevices } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSender } from '../src/modules/push/push-sender';
import { browserKeys, startFakePushService, type FakePushService } from './fake-push';
import { Browser, createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, signInAgain, student, type Student } from './planner-helpers';

/*
 * A shared computer must stop showing a student's reminders once they sign out there, whether
 * they sign out on it or from another device's list of signed-in devices.
 */

let t: TestApp;
let push: FakePushService;
beforeAll(async () => {
  [t, push] = await Promise.all([
    createTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1:*' }),
    startFakePushService(),
  ]);
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const message = { title: 'Due in an hour', body: 'Essay', url: '/assignments', tag: 'hour:x' };

/** Sends one reminder to the student's devices; answers the paths it reached. */
async function remind(userId: string): Promise<string[]> {
  const before = push.received.length;
  await pushSender(t.database.db, {
    vapid: t.config.vapid,
    pushServiceHosts: t.config.pushServiceHosts,
    agent: push.agent,
    log: { warn: () => undefined },
  }).sendToUser(userId, message);
  return push.received.slice(before).map((received) => received.path);
}

let deviceCount = 0;
/** This browser's subscription, registered in its session. */
async function subscribe(browser: Browser) {
  const path = `/push/sign-out-${++deviceCount}`;
  const endpoint = `${push.origin}${path}`;
  bodyOf(await browser.post('/api/push/subscriptions', { endpoint, keys: browserKeys().keys }));
  return { path, endpoint };
}

describe("signing out removes the browser's push subscription", () => {
  it('signing out on the shared computer: nothing more reaches it, the phone still gets them', async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya);
    const shared = await subscribe(maya.browser);
    const own = await subscribe(phone);
    expect((await remind(maya.userId)).sort()).toEqual([shared.path, own.path].sort());

    expect((await maya.browser.post('/api/auth/sign-out', {})).status).toBe(200);

    expect(await remind(maya.userId)).toEqual([own.path]);
    const devices = bodyOf<{ endpoint: string }[]>(await phone.get('/api/push/subscriptions'), 200);
    expect(devices.map((device) => device.endpoint)).toEqual([own.endpoint]);
  });

  it("signing the shared computer out from the phone's list of devices", async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya);
    const shared = await subscribe(maya.browser);
    const own = await subscribe(phone);
    expect((await remind(maya.userId)).sort()).toEqual([shared.path, own.path].sort());
    const { devices } = bodyOf<SignedInDevices>(await phone.get('/api/account/sessions'), 200);
    const other = devices.find((device) => !device.current);
    if (!other) throw new Error('the shared computer is not listed');

    expect((await phone.send('DELETE', `/api/account/sessions/${other.id}`)).status).toBe(204);

    expect(await remind(maya.userId)).toEqual([own.path]);
  });

  it("signing out every other device takes their subscriptions, and keeps this one's", async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya);
    await subscribe(maya.browser);
    const own = await subscribe(phone);
    bodyOf(await phone.post('/api/account/sessions/sign-out-others'), 200);
    expect(await remind(maya.userId)).toEqual([own.path]);
  });

  it("the app's sign-out first removes this browser's row by its endpoint, only the student's own", async () => {
    const maya = await student(t);
    const sam = await student(t);
    const shared = await subscribe(maya.browser);
    const unsubscribe = (who: Student, endpoint: string) =>
      who.browser.post('/api/push/subscriptions/unsubscribe', { endpoint });

    expect((await unsubscribe(sam, shared.endpoint)).status).toBe(204);
    expect(await remind(maya.userId)).toEqual([shared.path]);

    expect((await unsubscribe(maya, shared.endpoint)).status).toBe(204);
    expect(await remind(maya.userId)).toEqual([]);
    // Again, or for a browser that never subscribed: nothing to do, and no error.
    expect((await unsubscribe(maya, shared.endpoint)).status).toBe(204);

    expectFieldError(await unsubscribe(maya, 'http://push.example.org/x'), 'endpoint');
    const stranger = await new Browser(t.app).post('/api/push/subscriptions/unsubscribe', {
      endpoint: shared.endpoint,
    });
    expect(stranger.status).toBe(401);
  });
});
