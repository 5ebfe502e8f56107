import type { Preferences } from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/modules/assignments/table';
import { reminderRepository } from '../src/modules/reminders/reminder-repository';
import { unsubscribeUrl } from '../src/modules/reminders/unsubscribe-token';
import { browserKeys, type FakePushService } from './fake-push';
import { Browser, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';
import {
  partsOf,
  planRemindersFor,
  reminderSenderAt,
  startReminderMailApp,
  stopReminderMailApp,
  type ReminderMailApp,
} from './reminder-mail-helpers';

let t: TestApp;
let smtp: ReminderMailApp['smtp'];
let pushService: FakePushService;
beforeAll(async () => ({ t, smtp, pushService } = await startReminderMailApp()));
afterAll(() => stopReminderMailApp({ t, smtp, pushService }));
const senderAt = (now: Date) => reminderSenderAt({ t, smtp, pushService }, now);
const planFor = (maya: Student, assignmentId: string, now: Date) =>
  planRemindersFor(t, maya, assignmentId, now);

describe('reminder preferences', () => {
  it('save the time zone, digest time, channels and timing, and answer them back', async () => {
    const maya = await student(t);
    const choices = {
      timeZone: 'Pacific/Auckland',
      digestTime: '06:45',
      emailReminders: true,
      deviceReminders: true,
      eveningBefore: false,
      eveningTime: '20:30',
      hourBefore: false,
    };
    const saved = bodyOf<Preferences>(
      await maya.browser.send('PATCH', '/api/preferences', choices),
      200,
    );
    expect(saved).toMatchObject(choices);
    expect((await maya.browser.get('/api/preferences')).body).toMatchObject(choices);
  });

  it.each([
    ['digestTime', '25:00', 'Expected a time such as 07:00'],
    ['digestTime', '7:00', 'Expected a time such as 07:00'],
    ['eveningTime', '6pm', 'Expected a time such as 07:00'],
    ['eveningTime', 'x'.repeat(10_000), 'Expected a time such as 07:00'],
    ['timeZone', 'Mars/Olympus_Mons', 'Expected an IANA time zone such as America/New_York'],
    ['emailReminders', 'yes', undefined],
    ['hourBefore', null, undefined],
  ])('refuse a wrong %s with a 400 naming it and change nothing', async (field, value, message) => {
    const maya = await student(t);
    const before = (await maya.browser.get('/api/preferences')).body;
    const reply = await maya.browser.send('PATCH', '/api/preferences', {
      remindersEnabled: false,
      [field]: value,
    });
    expectFieldError(reply, field, message);
    expect((await maya.browser.get('/api/preferences')).body).toEqual(before);
  });
});

describe('reminder e-mails', () => {
  it('send an assignment reminder with both parts, a link to the app and one-click unsubscribe', async () => {
    const maya = await student(t);
    await maya.browser.send('PATCH', '/api/preferences', { timeZone: 'America/New_York' });
    const now = new Date('2030-03-01T12:00:00Z');
    const assignment = bodyOf<{ id: string }>(
      await maya.browser.post('/api/assignments', {
        title: 'Lab <report> & notes',
        dueDate: '2030-03-05T14:30:00.000Z', // Tuesday 09:30 in New York
        category: 'Project',
      }),
    );
    const planned = await planFor(maya, assignment.id, now);
    expect(planned.map((job) => job.startAfter.toISOString())).toEqual([
      '2030-03-04T23:00:00.000Z',
      '2030-03-05T13:30:00.000Z',
    ]);
    const [evening] = planned;
    if (!evening) throw new Error('nothing planned');

    expect(await senderAt(evening.startAfter).send(evening.reminderId)).toBe('sent');
    const mail = await smtp.waitFor((message) => message.to.includes(maya.email));
    const { header, decoded } = partsOf(mail.data);
    expect(header('Subject')).toBe('Due tomorrow: Lab <report> & notes');
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(header('List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/);
    expect(mail.data).toMatch(/Content-Type: text\/plain/);
    expect(mail.data).toMatch(/Content-Type: text\/html/);
    expect(decoded).toContain('"Lab <report> & notes" is due Tue, Mar 5, 9:30 AM.');
    expect(decoded).toContain('&#34;Lab &#60;report&#62; &#38; notes&#34;');
    expect(decoded).toContain('http://localhost:3000/assignments');

    // A second delivery of the same job finds it handled.
    expect(await senderAt(evening.startAfter).send(evening.reminderId)).toBe('gone');

    // The link works from the mail client: no session, no Origin, RFC 8058's form body.
    const path = new URL(unsubscribe ?? '').pathname + new URL(unsubscribe ?? '').search;
    const stranger = new Browser(t.app);
    const page = await stranger.get(path, { origin: undefined });
    expect(page.status).toBe(200);
    expect(String(page.body.text)).toContain('Turn off reminders');
    const posted = await stranger.send('POST', path, 'List-Unsubscribe=One-Click', {
      origin: undefined,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(posted.status).toBe(200);
    expect(String(posted.body.text)).toContain('Reminders are off');
    expect(bodyOf<Preferences>(await maya.browser.get('/api/preferences'), 200)).toMatchObject({
      remindersEnabled: false,
    });
    // What was still planned is dropped.
    expect(await reminderRepository(t.database.db).planned(maya.userId)).toEqual([]);
  });

  it("reach the student's devices instead when they chose this device and not e-mail", async () => {
    const maya = await student(t);
    await maya.browser.send('PATCH', '/api/preferences', {
      timeZone: 'America/New_York',
      emailReminders: false,
      deviceReminders: true,
    });
    const device = browserKeys();
    const path = `/push/reminders-${maya.userId}`;
    await maya.browser.post('/api/push/subscriptions', {
      endpoint: `${pushService.origin}${path}`,
      expirationTime: null,
      keys: device.keys,
    });
    const now = new Date('2030-03-01T12:00:00Z');
    const assignment = bodyOf<{ id: string }>(
      await maya.browser.post('/api/assignments', {
        title: 'Chemistry worksheet',
        dueDate: '2030-03-05T14:30:00.000Z',
        category: 'Homework',
      }),
    );
    const [evening] = await planFor(maya, assignment.id, now);
    if (!evening) throw new Error('nothing planned');
    expect(await senderAt(evening.startAfter).send(evening.reminderId)).toBe('sent');

    const arrived = pushService.received.filter((message) => message.path === path);
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(device.decrypt(arrived[0]?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: 'Due tomorrow',
      body: 'Chemistry worksheet',
      url: `/assignments?assignment=${assignment.id}`,
    });
    expect(smtp.messages.some((message) => message.to.includes(maya.email))).toBe(false);
  });

  it('refuse an unsubscribe link that was not signed by this server', async () => {
    const maya = await student(t);
    const stranger = new Browser(t.app);
    const signed = new URL(
      unsubscribeUrl(t.config.publicUrl, t.config.authSecret, maya.userId),
    ).searchParams.get('token');
    for (const token of [
      `${maya.userId}.forged`,
      'nonsense',
      `${maya.userId}`,
      // A real token with anything after it is not the token that was sent.
      `${signed}.more`,
    ]) {
      const url = `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await stranger.get(url)).status).toBe(404);
      expect(
        (
          await stranger.send('POST', url, 'List-Unsubscribe=One-Click', {
            origin: undefined,
            'content-type': 'application/x-www-form-urlencoded',
          })
        ).status,
      ).toBe(404);
    }
    expect(bodyOf<Preferences>(await maya.browser.get('/api/preferences'), 200)).toMatchObject({
      remindersEnabled: true,
    });
  });

  it('send nothing for an assignment completed, moved or deleted behind the plan', async () => {
    const maya = await student(t);
    const now = new Date('2030-03-01T12:00:00Z');
    const create = async () =>
      bodyOf<{ id: string }>(
        await maya.browser.post('/api/assignments', {
          title: 'Essay',
          dueDate: '2030-03-05T14:30:00.000Z',
        }),
      );
    const completed = await create();
    const moved = await create();
    const deleted = await create();
    const plans = await Promise.all(
      [completed, moved, deleted].map((a) => planFor(maya, a.id, now)),
    );
    // Written around the API, so no replan drops the rows first: the sender's own check decides.
    const { db } = t.database;
    await db.update(assignments).set({ completed: true }).where(eq(assignments.id, completed.id));
    await db
      .update(assignments)
      .set({ dueDate: new Date('2030-03-06T14:30:00.000Z') })
      .where(eq(assignments.id, moved.id));
    await db.delete(assignments).where(eq(assignments.id, deleted.id));
    const sender = senderAt(new Date('2030-03-05T13:30:00Z'));
    const outcomes = [];
    for (const plan of plans)
      for (const job of plan) outcomes.push(await sender.send(job.reminderId));
    // The first evening job handles the student's whole evening: the moved one's finds it done.
    expect(outcomes).toEqual(['skipped', 'skipped', 'gone', 'skipped', 'gone', 'gone']);
    expect(smtp.messages.filter((message) => message.to.includes(maya.email))).toEqual([]);
  });
});
