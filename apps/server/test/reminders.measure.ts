/*
 * The figures issue 15 asks for, printed by `npm run measure:reminders` (with TEST_DATABASE_URL, or
 * the embedded database): the time from a reminder's due instant to the SMTP server accepting its
 * mail, and to its push reaching the push service (decrypted there, as the device would), over
 * 1,000 reminders due 50 a second, on one server with the default queue polling. The student has
 * both channels on and one device, so each job sends the mail and then the push, as in use.
 * REMINDER_CHANNELS=email or =push measures one channel alone, to see what each costs the queue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, migrateDatabase, type DatabaseHandle } from '../src/db/client';
import { assignments } from '../src/modules/assignments/table';
import { reminderPlanner } from '../src/modules/reminders/reminder-planner';
import { migrationsFolder } from '../src/paths';
import { browserKeys, startFakePushService } from './fake-push';
import { startFakeSmtp } from './fake-smtp';
import { Browser, createTestDatabase, newUser, ORIGIN, signUp } from './helpers';
import { smtpMailer } from './reminder-helpers';

const REMINDERS = 1_000;
const PER_SECOND = 50;
// Planning 1,000 takes some 20 seconds on a busy machine; the first is due after that.
const LEAD_MS = 60_000;
const HOUR = 3_600_000;
const CHANNELS = process.env.REMINDER_CHANNELS ?? 'both';
if (!['both', 'email', 'push'].includes(CHANNELS)) {
  throw new Error('REMINDER_CHANNELS is both (the default), email or push');
}
const EMAIL = CHANNELS !== 'push';
const PUSH = CHANNELS !== 'email';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let push: Awaited<ReturnType<typeof startFakePushService>>;
let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  [smtp, push, database] = await Promise.all([
    startFakeSmtp(),
    startFakePushService(),
    createTestDatabase(),
  ]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-reminders-measure-'));
  handle = connectDatabase(database.url);
  await migrateDatabase(handle.pool, migrationsFolder);
});
afterAll(async () => {
  await handle.pool.end();
  await Promise.all([smtp.close(), push.close(), database.drop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const summary = (delays: number[]) =>
  `p50 ${percentile(delays, 50)} ms, p90 ${percentile(delays, 90)} ms, ` +
  `p99 ${percentile(delays, 99)} ms, max ${delays.at(-1)} ms`;

it('measures', async () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PUBLIC_URL: ORIGIN,
    AUTH_RATE_LIMIT: '1000',
    PUSH_SERVICE_HOSTS: '127.0.0.1:*',
  });
  const app = await buildApp({
    config,
    database: handle,
    databaseMode: 'external',
    mailer: smtpMailer(smtp.url),
    pushAgent: push.agent,
  });
  await app.ready();
  try {
    const browser = new Browser(app);
    const user = newUser();
    await signUp(browser, user);
    await browser.send('PATCH', '/api/preferences', {
      eveningBefore: false,
      emailReminders: EMAIL,
      deviceReminders: PUSH,
    });
    const { id: userId } = (await browser.get('/api/auth/get-session')).body.user as { id: string };
    const device = browserKeys();
    const devicePath = `/push/measure-${userId}`;
    const subscribed = await browser.post('/api/push/subscriptions', {
      endpoint: `${push.origin}${devicePath}`,
      keys: device.keys,
    });
    expect(subscribed.status).toBe(201);

    // Planned in one transaction, as if each had been created through the API, so the spread of
    // due instants is not bent by how fast the requests could be made.
    const start = Date.now() + LEAD_MS;
    const planned = new Map<string, number>();
    await handle.db.transaction(async (tx) => {
      const planner = reminderPlanner(tx, app.jobs, () => new Date());
      for (let n = 0; n < REMINDERS; n += 1) {
        const remindAt = start + Math.round((n * 1000) / PER_SECOND);
        const title = `Task ${n}`;
        const [row] = await tx
          .insert(assignments)
          .values({ userId, title, dueDate: new Date(remindAt + HOUR) })
          .returning({ id: assignments.id });
        await planner.planAssignment(userId, row?.id ?? '');
        planned.set(title, remindAt);
      }
    });
    expect(Date.now()).toBeLessThan(start);

    const mails = () => smtp.messages.filter((mail) => mail.to.includes(user.email));
    const pushes = () => push.received.filter((message) => message.path === devicePath);
    const deadline = start + REMINDERS * (1000 / PER_SECOND) + 120_000;
    const expected = { mails: EMAIL ? REMINDERS : 0, pushes: PUSH ? REMINDERS : 0 };
    while (
      (mails().length < expected.mails || pushes().length < expected.pushes) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const mailDelays = mails()
      .map((mail) => {
        const title = /^Subject: Due in an hour: (.*)$/m.exec(mail.data)?.[1] ?? '';
        return mail.acceptedAt - (planned.get(title) ?? NaN);
      })
      .sort((a, b) => a - b);
    const pushDelays = pushes()
      .map((message) => {
        const { title, body } = JSON.parse(device.decrypt(message.body)) as {
          title: string;
          body: string;
        };
        expect(title).toBe('Due in an hour');
        return message.at - (planned.get(body) ?? NaN);
      })
      .sort((a, b) => a - b);
    expect(mailDelays).toHaveLength(expected.mails);
    expect(pushDelays).toHaveLength(expected.pushes);
    expect([...mailDelays, ...pushDelays].every(Number.isFinite)).toBe(true);
    const run = `${REMINDERS} reminders at ${PER_SECOND}/s, poll ${config.jobsPollSeconds}s`;
    console.warn(
      [
        `${run}, channels: ${CHANNELS} (one device):`,
        ...(EMAIL ? [`  due -> SMTP accepted the mail:          ${summary(mailDelays)}`] : []),
        ...(PUSH ? [`  due -> push service received the push: ${summary(pushDelays)}`] : []),
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
});
