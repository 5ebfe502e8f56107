import type { Preferences } from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/modules/assignments/table';
import { createMailer } from '../src/mail/mailer';
import { reminderPlanner, type ReminderQueue } from '../src/modules/reminders/reminder-planner';
import { reminderRepository } from '../src/modules/reminders/reminder-repository';
import { reminderSender } from '../src/modules/reminders/reminder-sender';
import { reminders } from '../src/modules/reminders/table';
import { unsubscribeUrl } from '../src/modules/reminders/unsubscribe-token';
import { pushSender } from '../src/modules/push/push-sender';
import { browserKeys, startFakePushService } from './fake-push';
import { startFakeSmtp } from './fake-smtp';
import { Browser, createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
beforeAll(async () => {
  [t, smtp, pushService] = await Promise.all([
    createTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1' }),
    startFakeSmtp(),
    startFakePushService(),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushService.close();
});

/** Records what planning sends to the queue; the queue itself is tested in reminders.test.ts. */
function recordingQueue() {
  const sent: { reminderId: string; startAfter: Date; key: string }[] = [];
  const queue: ReminderQueue = {
    send: (_name, payload, options) => {
      sent.push({ ...payload, startAfter: options.startAfter, key: options.key });
      return Promise.resolve();
    },
    cancel: () => Promise.resolve(0),
  };
  return { queue, sent };
}

const mailer = () =>
  createMailer({
    smtpUrl: smtp.url,
    from: 'Assignd <no-reply@localhost>',
    outboxDir: '',
    log: () => undefined,
  });

function senderAt(now: Date) {
  return reminderSender({
    db: t.database.db,
    mailer: mailer(),
    push: pushSender(t.database.db, {
      vapid: t.config.vapid,
      agent: pushService.agent,
      log: { warn: () => undefined },
    }),
    config: t.config,
    clock: () => now,
    queue: recordingQueue().queue,
    log: { info: () => undefined },
  });
}

/**
 * Plans the assignment's reminders at `now` through a recording queue. The app's own follow
 * planned them when the assignment was saved; those rows go first, or the planner, finding its
 * plan in place, would leave it be and record nothing.
 */
async function planFor(maya: Student, assignmentId: string, now: Date) {
  const { queue, sent } = recordingQueue();
  await t.database.db.transaction(async (tx) => {
    await tx.delete(reminders).where(eq(reminders.assignmentId, assignmentId));
    await reminderPlanner(tx, queue, () => now).planAssignment(maya.userId, assignmentId);
  });
  return sent;
}

/** The header block and the decoded body of a raw message. */
function partsOf(raw: string) {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded.split(/\r?\n\r?\n/)[0] ?? '')?.[1];
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { header, decoded };
}

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
    expect(outcomes).toEqual(['skipped', 'skipped', 'skipped', 'skipped', 'gone', 'gone']);
    expect(smtp.messages.filter((message) => message.to.includes(maya.email))).toEqual([]);
  });
});

describe('the daily digest', () => {
  // Friday 1 March 2030, 05:00 in New York; the digest is due at 07:00 there (12:00 UTC).
  const NOW = new Date('2030-03-01T10:00:00Z');

  async function planDigest(maya: Student, now: Date) {
    const { queue, sent } = recordingQueue();
    await t.database.db.transaction((tx) =>
      reminderPlanner(tx, queue, () => now).planDigest(maya.userId),
    );
    return sent;
  }

  it('lists overdue work, today, tomorrow and the week’s tests at the student’s time, then plans the next day', async () => {
    const maya = await student(t);
    await maya.browser.send('PATCH', '/api/preferences', { timeZone: 'America/New_York' });
    const add = (title: string, dueDate: string, fields: Record<string, unknown> = {}) =>
      maya.browser.post('/api/assignments', { title, dueDate, ...fields });
    await add('Late essay', '2030-02-28T15:00:00.000Z');
    await add('Worksheet', '2030-03-02T04:59:00.000Z'); // 23:59 today
    await add('Reading', '2030-03-02T15:00:00.000Z');
    await add('Chem quiz', '2030-03-05T14:00:00.000Z', { category: 'Quiz' });
    await add('Far test', '2030-03-12T14:00:00.000Z', { category: 'Test' });
    await add('Done', '2030-03-01T15:00:00.000Z', { completed: true });

    const [digest] = await planDigest(maya, NOW);
    expect(digest?.startAfter.toISOString()).toBe('2030-03-01T12:00:00.000Z');
    expect(digest?.key).toBe(`digest:${maya.userId}`);
    expect(await senderAt(new Date('2030-03-01T12:00:05Z')).send(digest?.reminderId ?? '')).toBe(
      'sent',
    );
    const mail = await smtp.waitFor((message) => message.to.includes(maya.email));
    const { header, decoded } = partsOf(mail.data);
    expect(header('Subject')).toBe('Your Assignd day: 4 assignments to watch');
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const text = decoded.slice(0, decoded.indexOf('Content-Type: text/html'));
    expect(text).toContain(
      [
        'Overdue:',
        '- Late essay (Other, Thu, Feb 28, 10:00 AM)',
        '',
        'Due today:',
        '- Worksheet (Other, Fri, Mar 1)',
        '',
        'Due tomorrow:',
        '- Reading (Other, Sat, Mar 2, 10:00 AM)',
        '',
        'Tests and quizzes in the next 7 days:',
        '- Chem quiz (Quiz, Tue, Mar 5, 9:00 AM)',
      ].join('\n'),
    );
    expect(decoded).not.toContain('Far test');
    expect(decoded).not.toContain('Done');
    expect(decoded).toContain('<h2 style="font-size:16px">Overdue</h2>');

    const planned = await reminderRepository(t.database.db).planned(maya.userId);
    const digests = planned.filter((row) => row.kind === 'digest');
    expect(digests.map((row) => [row.kind, row.plannedAt.toISOString()])).toEqual([
      ['digest', '2030-03-02T12:00:00.000Z'],
    ]);
  });

  it('sends nothing on a day with nothing to say', async () => {
    const maya = await student(t);
    await maya.browser.send('PATCH', '/api/preferences', { timeZone: 'America/New_York' });
    const [digest] = await planDigest(maya, NOW);
    expect(await senderAt(new Date('2030-03-01T12:00:00Z')).send(digest?.reminderId ?? '')).toBe(
      'skipped',
    );
    expect(smtp.messages.filter((message) => message.to.includes(maya.email))).toEqual([]);
  });

  it('after downtime: a digest two hours late is sent once, one a day late is dropped', async () => {
    const maya = await student(t);
    await maya.browser.send('PATCH', '/api/preferences', { timeZone: 'America/New_York' });
    await maya.browser.post('/api/assignments', {
      title: 'Worksheet',
      dueDate: '2030-03-02T04:59:00.000Z',
    });
    const [late] = await planDigest(maya, NOW);
    expect(await senderAt(new Date('2030-03-01T14:00:00Z')).send(late?.reminderId ?? '')).toBe(
      'sent',
    );
    const [next] = (await reminderRepository(t.database.db).planned(maya.userId)).filter(
      (row) => row.kind === 'digest',
    );
    // The server was down all Saturday: Saturday's digest is stale on Sunday.
    expect(await senderAt(new Date('2030-03-03T11:00:00Z')).send(next?.id ?? '')).toBe('stale');
    expect(smtp.messages.filter((message) => message.to.includes(maya.email))).toHaveLength(1);
  });
});
