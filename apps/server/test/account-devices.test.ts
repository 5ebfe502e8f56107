import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SignedInDevices } from '@assignd/schemas';
import { CLOSE_SIGNED_OUT } from '../src/realtime/hub';
import { Browser, type TestApp } from './helpers';
import { bodyOf, randomId, signInAgain, student } from './planner-helpers';
import {
  listeningTestApp,
  quietFor,
  socketsClosedAfterEach,
  type TestSocket,
} from './realtime-helpers';

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
let base: string;
beforeAll(async () => ({ t, base } = await listeningTestApp()));
afterAll(() => t.close());
const socketOf = socketsClosedAfterEach(() => base);

const devicesOf = async (browser: Browser) =>
  bodyOf<SignedInDevices>(await browser.get('/api/account/sessions'), 200).devices;

const isOpen = (socket: TestSocket) => socket.ws.readyState === WebSocket.OPEN;

describe('signed-in devices', () => {
  it('lists each session with its device and times, this device first, and no token', async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya, { userAgent: PHONE_AGENT });
    await signInAgain(t, maya, { userAgent: LAPTOP_AGENT });

    const devices = await devicesOf(phone);
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({ device: 'Safari on iPhone', current: true });
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    expect(devices.map((device) => device.device)).toContain('Firefox on Linux');
    for (const device of devices) {
      expect(Object.keys(device).sort()).toEqual(
        ['current', 'device', 'id', 'lastActiveAt', 'signedInAt'].sort(),
      );
    }
    const cookie = phone.cookie('assignd.session_token')!;
    expect(JSON.stringify(devices)).not.toContain(cookie.split('.')[0]);
  });

  it("shows and ends only the student's own sessions", async () => {
    const maya = await student(t);
    const sam = await student(t);
    const [samSession] = await devicesOf(sam.browser);

    expect((await devicesOf(maya.browser)).map((device) => device.id)).not.toContain(
      samSession!.id,
    );
    const reply = await maya.browser.send('DELETE', `/api/account/sessions/${samSession!.id}`);
    expect(reply.status).toBe(404);
    expect((await sam.browser.get('/api/account/sessions')).status).toBe(200);
    expect((await maya.browser.send('DELETE', `/api/account/sessions/${randomId()}`)).status).toBe(
      404,
    );
    expect((await maya.browser.send('DELETE', '/api/account/sessions/not-an-id')).status).toBe(404);
  });

  it('signs out one device: its requests fail and its sockets close at once', async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya, { userAgent: PHONE_AGENT });
    const phoneSocket = await socketOf(phone);
    const ownSocket = await socketOf(maya.browser);
    const phoneId = (await devicesOf(phone)).find((device) => device.current)!.id;

    expect((await maya.browser.send('DELETE', `/api/account/sessions/${phoneId}`)).status).toBe(
      204,
    );
    expect((await phoneSocket.closed).code).toBe(CLOSE_SIGNED_OUT);
    expect((await phone.get('/api/account/sessions')).status).toBe(401);
    await quietFor();
    expect(isOpen(ownSocket)).toBe(true);
    expect((await devicesOf(maya.browser)).map((device) => device.id)).not.toContain(phoneId);
  });

  it('signs out all other devices and keeps this one', async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya, { userAgent: PHONE_AGENT });
    const laptop = await signInAgain(t, maya, { userAgent: LAPTOP_AGENT });
    const laptopSocket = await socketOf(laptop);
    const ownSocket = await socketOf(phone);

    const reply = await phone.post('/api/account/sessions/sign-out-others');
    expect(bodyOf<{ ended: number }>(reply, 200)).toEqual({ ended: 2 });
    expect((await laptopSocket.closed).code).toBe(CLOSE_SIGNED_OUT);
    expect((await laptop.get('/api/account/sessions')).status).toBe(401);
    expect((await maya.browser.get('/api/account/sessions')).status).toBe(401);
    await quietFor();
    expect(isOpen(ownSocket)).toBe(true);
    expect(await devicesOf(phone)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('needs a session', async () => {
    const stranger = new Browser(t.app);
    expect((await stranger.get('/api/account/sessions')).status).toBe(401);
    expect((await stranger.post('/api/account/sessions/sign-out-others')).status).toBe(401);
    expect((await stranger.get('/api/account/sign-in-methods')).status).toBe(401);
  });
});

describe('sign-in methods', () => {
  it('says a student who signed up with e-mail has a password and no provider', async () => {
    const maya = await student(t);
    const reply = await maya.browser.get('/api/account/sign-in-methods');
    expect(bodyOf(reply, 200)).toEqual({ password: true, providers: [], twoFactor: false });
  });
});
