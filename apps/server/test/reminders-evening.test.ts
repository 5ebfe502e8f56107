import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/modules/assignments/table';
import { reminderDeliveries } from '../src/modules/reminders/table';
import { browserKeys } from './fake-push';
import { bodyOf, student, type Student } from './planner-helpers';
import {
  partsOf,
  planRemindersFor,
  reminderSenderAt,
  startReminderMailApp,
  stopReminderMailApp,
  type ReminderMailApp,
} from './reminder-mail-helpers';

let app: ReminderMailApp;
beforeAll(async () => (app = await startReminderMailApp()));
afterAll(() => stopReminderMailApp(app));

// Friday 1 March 2030, 07:00 in New York: tomorrow is Saturday 2 March, whose evening-before
// reminders all come at 18:00 on Friday (23:00 UTC).
const NOW = new Date('2030-03-01T12:00:00Z');

async function studentInNewYork(): Promise<Student> {
  const who = await student(app.t);
  await who.browser.send('PATCH', '/api/preferences', {
    timeZone: 'America/New_York',
    emailReminders: true,
    deviceReminders: true,
  });
  return who;
}

/** Adds the assignments and plans their reminders at NOW; the evening jobs, as the queue holds them. */
async function eveningJobs(who: Student, added: Record<string, unknown>[]) {
  const jobs = [];
  for (const fields of added) {
    const { id } = bodyOf<{ id: string }>(await who.browser.post('/api/assignments', fields));
    const planned = await planRemindersFor(app.t, who, id, NOW);
    jobs.push(
      ...planned.filter((job) => job.key.startsWith('evening:')).map((job) => ({ id, job })),
    );
  }
  return jobs;
}

/** Runs the jobs side by side, as servers sharing the queue (5 jobs each at a time) do. */
const runAll = (jobs: { job: { reminderId: string; startAfter: Date } }[]) =>
  Promise.all(jobs.map(({ job }) => reminderSenderAt(app, job.startAfter).send(job.reminderId)));

const mailsTo = (who: Student) => app.smtp.messages.filter((mail) => mail.to.includes(who.email));
const plainText = (raw: string) => {
  const { decoded } = partsOf(raw);
  return decoded.slice(0, decoded.indexOf('Content-Type: text/html'));
};

describe('the evening-before reminder', () => {
  it('is one e-mail and one notification per student listing everything due tomorrow', async () => {
    const maya = await studentInNewYork();
    const leo = await studentInNewYork();
    const device = browserKeys();
    const path = `/push/evening-${maya.userId}`;
    await maya.browser.post('/api/push/subscriptions', {
      endpoint: `${app.pushService.origin}${path}`,
      expirationTime: null,
      keys: device.keys,
    });
    const mayas = await eveningJobs(maya, [
      { title: 'Reading', dueDate: '2030-03-02T15:00:00.000Z' },
      { title: 'Worksheet', dueDate: '2030-03-03T04:59:00.000Z' }, // 23:59: no time
      { title: 'Lab report', dueDate: '2030-03-02T14:30:00.000Z', category: 'Project' },
      { title: 'Chem quiz', dueDate: '2030-03-02T17:00:00.000Z', category: 'Quiz' },
      { title: 'Essay', dueDate: '2030-03-02T20:00:00.000Z' },
      { title: 'Next week', dueDate: '2030-03-05T15:00:00.000Z' },
    ]);
    const tomorrow = mayas.filter(
      ({ job }) => job.startAfter.toISOString() === '2030-03-01T23:00:00.000Z',
    );
    expect(tomorrow).toHaveLength(5);
    const leos = await eveningJobs(leo, [
      { title: 'Poem', dueDate: '2030-03-02T14:00:00.000Z' },
      { title: 'Map', dueDate: '2030-03-02T16:00:00.000Z' },
    ]);

    const outcomes = await runAll([...tomorrow, ...leos]);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'gone')).toHaveLength(5);

    const [mail, ...more] = mailsTo(maya);
    expect(more).toEqual([]);
    const { header } = partsOf(mail?.data ?? '');
    expect(header('Subject')).toBe('Due tomorrow: 5 assignments');
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header('List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/,
    );
    const text = plainText(mail?.data ?? '');
    expect(text).toContain(
      [
        '5 assignments are due tomorrow:',
        '- Lab report (Project, Sat, Mar 2, 9:30 AM)',
        '- Reading (Other, Sat, Mar 2, 10:00 AM)',
        '- Chem quiz (Quiz, Sat, Mar 2, 12:00 PM)',
        '- Essay (Other, Sat, Mar 2, 3:00 PM)',
        '- Worksheet (Other, Sat, Mar 2)',
      ].join('\n'),
    );
    expect(text).not.toContain('Next week');
    expect(partsOf(mail?.data ?? '').decoded).toContain(
      '<li><a href="http://localhost:3000/assignments">Chem quiz',
    );

    const [leosMail, ...leosMore] = mailsTo(leo);
    expect(leosMore).toEqual([]);
    expect(partsOf(leosMail?.data ?? '').header('Subject')).toBe('Due tomorrow: 2 assignments');
    expect(plainText(leosMail?.data ?? '')).toContain('- Poem (Other, Sat, Mar 2, 9:00 AM)\n- Map');

    const pushes = app.pushService.received.filter((message) => message.path === path);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(device.decrypt(pushes[0]?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: 'Due tomorrow',
      body: 'Lab report, Reading, Chem quiz and 2 more',
      url: '/assignments',
      tag: `evening:${maya.userId}:${Date.parse('2030-03-01T23:00:00Z')}`,
    });

    // Each reminder went once: the jobs delivered again find them handled.
    expect(new Set(await runAll([...tomorrow, ...leos]))).toEqual(new Set(['gone']));
    expect(mailsTo(maya)).toHaveLength(1);
    expect(mailsTo(leo)).toHaveLength(1);
  });

  it('leaves out work completed or moved since it was planned', async () => {
    const maya = await studentInNewYork();
    const jobs = await eveningJobs(maya, [
      { title: 'Reading', dueDate: '2030-03-02T15:00:00.000Z' },
      { title: 'Essay', dueDate: '2030-03-02T16:00:00.000Z' },
      { title: 'Finished', dueDate: '2030-03-02T17:00:00.000Z' },
      { title: 'Postponed', dueDate: '2030-03-02T18:00:00.000Z' },
    ]);
    // Written around the API, so no replan drops the rows first: the sender's own check decides.
    const idOf = (index: number) => jobs[index]?.id ?? '';
    const { db } = app.t.database;
    await db
      .update(assignments)
      .set({ completed: true })
      .where(eq(assignments.id, idOf(2)));
    await db
      .update(assignments)
      .set({ dueDate: new Date('2030-03-04T18:00:00.000Z') })
      .where(eq(assignments.id, idOf(3)));

    await runAll(jobs);
    const [mail, ...more] = mailsTo(maya);
    expect(more).toEqual([]);
    expect(partsOf(mail?.data ?? '').header('Subject')).toBe('Due tomorrow: 2 assignments');
    const text = plainText(mail?.data ?? '');
    expect(text).toContain(
      '- Reading (Other, Sat, Mar 2, 10:00 AM)\n- Essay (Other, Sat, Mar 2, 11:00 AM)\n',
    );
    expect(text).not.toMatch(/Finished|Postponed/);
  });

  it('reads as the single reminder it is when one assignment is due tomorrow', async () => {
    const maya = await studentInNewYork();
    const jobs = await eveningJobs(maya, [
      { title: 'Reading', dueDate: '2030-03-02T15:00:00.000Z' },
    ]);
    expect(await runAll(jobs)).toEqual(['sent']);
    const [mail, ...more] = mailsTo(maya);
    expect(more).toEqual([]);
    expect(partsOf(mail?.data ?? '').header('Subject')).toBe('Due tomorrow: Reading');
    expect(plainText(mail?.data ?? '')).toContain('"Reading" is due Sat, Mar 2, 10:00 AM.');
  });
});

describe('a send that dies before its commit', () => {
  it('is retried without mailing the student a second time', async () => {
    const maya = await studentInNewYork();
    const jobs = await eveningJobs(maya, [
      { title: 'Reading', dueDate: '2030-03-02T15:00:00.000Z' },
      { title: 'Essay', dueDate: '2030-03-02T20:00:00.000Z' },
    ]);
    const tomorrow = jobs.filter(({ job }) => job.key.startsWith('evening:'));
    expect(tomorrow).toHaveLength(2);
    const [{ job }] = tomorrow as [(typeof tomorrow)[number]];
    const pushes: string[] = [];
    // The mail server has taken the mail when the process dies (here: the push step throws), so
    // the job's transaction never commits and the queue runs the job again.
    const dying = {
      sendToUser: () => Promise.reject(new Error('the process died')),
    };
    await expect(
      reminderSenderAt(app, job.startAfter, { push: dying }).send(job.reminderId),
    ).rejects.toThrow('the process died');
    expect(mailsTo(maya)).toHaveLength(1);

    const alive = {
      sendToUser: (userId: string) => {
        pushes.push(userId);
        return Promise.resolve({ sent: 1, removed: 0, failed: 0 });
      },
    };
    expect(await reminderSenderAt(app, job.startAfter, { push: alive }).send(job.reminderId)).toBe(
      'sent',
    );
    expect(mailsTo(maya)).toHaveLength(1);
    expect(pushes).toEqual([maya.userId]);
    // Its notes have served once the reminders are marked.
    const keys = tomorrow.map(({ job: each }) => each.key);
    const notes = await app.t.database.db.select().from(reminderDeliveries);
    expect(notes.filter((note) => keys.includes(note.reminderKey))).toEqual([]);
  });
});
