import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderPlanner } from '../src/modules/reminders/reminder-planner';
import { reminderRepository } from '../src/modules/reminders/reminder-repository';
import { student, type Student } from './planner-helpers';
import {
  partsOf,
  recordingQueue,
  reminderSenderAt,
  startReminderMailApp,
  stopReminderMailApp,
  type ReminderMailApp,
} from './reminder-mail-helpers';

let app: ReminderMailApp;
beforeAll(async () => (app = await startReminderMailApp()));
afterAll(() => stopReminderMailApp(app));

describe('the daily digest', () => {
  // Friday 1 March 2030, 05:00 in New York; the digest is due at 07:00 there (12:00 UTC).
  const NOW = new Date('2030-03-01T10:00:00Z');

  async function planDigest(maya: Student, now: Date) {
    const { queue, sent } = recordingQueue();
    await app.t.database.db.transaction((tx) =>
      reminderPlanner(tx, queue, () => now).planDigest(maya.userId),
    );
    return sent;
  }

  it('lists overdue work, today, tomorrow and the week’s tests at the student’s time, then plans the next day', async () => {
    const maya = await student(app.t);
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
    expect(
      await reminderSenderAt(app, new Date('2030-03-01T12:00:05Z')).send(digest?.reminderId ?? ''),
    ).toBe('sent');
    const mail = await app.smtp.waitFor((message) => message.to.includes(maya.email));
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

    const planned = await reminderRepository(app.t.database.db).planned(maya.userId);
    const digests = planned.filter((row) => row.kind === 'digest');
    expect(digests.map((row) => [row.kind, row.plannedAt.toISOString()])).toEqual([
      ['digest', '2030-03-02T12:00:00.000Z'],
    ]);
  });

  it('sends nothing on a day with nothing to say', async () => {
    const maya = await student(app.t);
    await maya.browser.send('PATCH', '/api/preferences', { timeZone: 'America/New_York' });
    const [digest] = await planDigest(maya, NOW);
    expect(
      await reminderSenderAt(app, new Date('2030-03-01T12:00:00Z')).send(digest?.reminderId ?? ''),
    ).toBe('skipped');
    expect(app.smtp.messages.filter((message) => message.to.includes(maya.email))).toEqual([]);
  });

  it('after downtime: a digest two hours late is sent once, one a day late is dropped', async () => {
    const maya = await student(app.t);
    await maya.browser.send('PATCH', '/api/preferences', { timeZone: 'America/New_York' });
    await maya.browser.post('/api/assignments', {
      title: 'Worksheet',
      dueDate: '2030-03-02T04:59:00.000Z',
    });
    const [late] = await planDigest(maya, NOW);
    expect(
      await reminderSenderAt(app, new Date('2030-03-01T14:00:00Z')).send(late?.reminderId ?? ''),
    ).toBe('sent');
    const [next] = (await reminderRepository(app.t.database.db).planned(maya.userId)).filter(
      (row) => row.kind === 'digest',
    );
    // The server was down all Saturday: Saturday's digest is stale on Sunday.
    expect(await reminderSenderAt(app, new Date('2030-03-03T11:00:00Z')).send(next?.id ?? '')).toBe(
      'stale',
    );
    expect(app.smtp.messages.filter((message) => message.to.includes(maya.email))).toHaveLength(1);
  });
});
