import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_SIGNED_OUT } from '../src/realtime/hub';
import { appForBlock, Browser, type TestApp } from './helpers';
import { expectFieldError, signInAgain, type Student, student } from './planner-helpers';
import { listeningTestApp, quietFor, socketsClosedAfterEach } from './realtime-helpers';

let t: TestApp;
let base: string;
beforeAll(async () => ({ t, base } = await listeningTestApp()));
afterAll(() => t.close());
const socketOf = socketsClosedAfterEach(() => base);

const signInStatus = async (who: Student, password: string) =>
  (await new Browser(t.app).post('/api/auth/sign-in/email', { email: who.email, password })).status;

describe('changing the password', () => {
  it('takes the new password, keeps this device signed in and ends every other session', async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya);
    const phoneSocket = await socketOf(phone);
    const ownSocket = await socketOf(maya.browser);

    const reply = await maya.browser.post('/api/account/password', {
      currentPassword: 'correct-horse',
      newPassword: 'battery-staple',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);

    expect((await phoneSocket.closed).code).toBe(CLOSE_SIGNED_OUT);
    expect((await phone.get('/api/account/sessions')).status).toBe(401);
    expect((await maya.browser.get('/api/account/sessions')).status).toBe(200);
    // This device's own session goes on: its sockets stay open.
    await quietFor();
    expect(ownSocket.ws.readyState).toBe(WebSocket.OPEN);
    expect(await signInStatus(maya, 'correct-horse')).toBe(401);
    expect(await signInStatus(maya, 'battery-staple')).toBe(200);
  });

  it('refuses a wrong current password, naming the field, and changes nothing', async () => {
    const maya = await student(t);
    const phone = await signInAgain(t, maya);
    const reply = await maya.browser.post('/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: 'battery-staple',
    });
    expectFieldError(reply, 'currentPassword', 'Current password is incorrect');
    expect((await phone.get('/api/account/sessions')).status).toBe(200);
    expect(await signInStatus(maya, 'correct-horse')).toBe(200);
  });

  it.each([
    [{ currentPassword: 'correct-horse', newPassword: 'short' }, 'newPassword'],
    [{ currentPassword: 'correct-horse', newPassword: 'x'.repeat(129) }, 'newPassword'],
    [{ currentPassword: '', newPassword: 'battery-staple' }, 'currentPassword'],
    [{ currentPassword: 'x'.repeat(129), newPassword: 'battery-staple' }, 'currentPassword'],
    [{ newPassword: 'battery-staple' }, 'currentPassword'],
    [{ currentPassword: 'correct-horse', newPassword: 'battery-staple', extra: 1 }, 'extra'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const maya = await student(t);
    expectFieldError(await maya.browser.post('/api/account/password', body), field);
    expect(await signInStatus(maya, 'correct-horse')).toBe(200);
  });

  it('needs a session', async () => {
    const reply = await new Browser(t.app).post('/api/account/password', {
      currentPassword: 'correct-horse',
      newPassword: 'battery-staple',
    });
    expect(reply.status).toBe(401);
  });
});

describe('password guessing through a stolen session', () => {
  const limited = appForBlock({ AUTH_RATE_LIMIT: '2' });

  it('is limited per address like sign-in', async () => {
    const maya = await student(limited());
    const guess = () =>
      maya.browser.post('/api/account/password', {
        currentPassword: 'guess-guess',
        newPassword: 'battery-staple',
      });
    expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(400);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many attempts/);
    const deletes = [];
    for (let i = 0; i < 3; i += 1)
      deletes.push((await maya.browser.post('/api/account/delete', { password: 'x' })).status);
    expect(deletes).toEqual([400, 400, 429]);
  });
});
