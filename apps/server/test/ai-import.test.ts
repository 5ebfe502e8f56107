import { AI_MESSAGES, type AiImportResult, type SchoolClass } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';
import { proStudent } from './study-helpers';

// Tuesday 2026-11-24, 10:00 in New York; the server itself runs in UTC.
const NOW = new Date('2026-11-24T15:00:00Z');
const route = '/api/ai/import';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: () => NOW });
});
afterAll(() => t.close());

async function newClass(who: Student, name: string): Promise<SchoolClass> {
  return bodyOf<SchoolClass>(await who.browser.post('/api/classes', { name }));
}

async function assignmentsOf(who: Student) {
  return bodyOf<{ items: unknown[] }>(await who.browser.get('/api/assignments'), 200);
}

describe('POST /api/ai/import', () => {
  it("finds assignments in the student's time zone, guessing only among their own classes", async () => {
    const maya = await proStudent(t);
    const other = await proStudent(t);
    const chemistry = await newClass(maya, 'Chemistry');
    // Another student's class: its name in the text must not become a guess for Maya.
    await newClass(other, 'Physics');
    const before = await assignmentsOf(maya);

    const text = [
      'Hi class,',
      '- Chem lab report due Fri 3pm',
      '- Physics problems day after tomorrow',
      '- Read chapter 4 tmrw',
      'Thanks,',
      'Ms. Lee',
    ].join('\n');
    const found = bodyOf<AiImportResult>(
      await maya.browser.post(route, { text, timeZone: 'America/New_York' }),
      200,
    );

    expect(found.assignments).toEqual([
      {
        title: 'Chem lab report',
        description: 'Chem lab report due Fri 3pm',
        category: 'Project',
        // Friday 15:00 in New York (EST).
        dueDate: '2026-11-27T20:00:00.000Z',
        classId: chemistry.id,
        classFrom: 'Chem',
      },
      {
        title: 'Physics problems',
        description: 'Physics problems day after tomorrow',
        category: 'Homework',
        dueDate: '2026-11-27T04:59:00.000Z',
        classId: null,
        classFrom: null,
      },
      {
        title: 'Read chapter 4',
        description: 'Read chapter 4 tmrw',
        category: 'Reading',
        dueDate: '2026-11-26T04:59:00.000Z',
        classId: null,
        classFrom: null,
      },
    ]);
    // Nothing is saved: the student saves what they keep through the assignments API.
    expect(await assignmentsOf(maya)).toEqual(before);
  });

  it("files a syllabus under the student's class named in its heading, and imports no heading", async () => {
    const maya = await proStudent(t);
    const chemistry = await newClass(maya, 'Chemistry');
    await newClass(maya, 'Biology');
    // Issue 28, item 10: the pasted syllabus.
    const text = [
      'AP Chemistry – Unit 5 Syllabus (Mr. Patel)',
      'Mon 11/30 – Read section 5.1 and take notes',
      '- Stoichiometry worksheet due Wed 12/2',
      'Fri 12/4 – Unit 5 quiz',
    ].join('\n');
    const found = bodyOf<AiImportResult>(
      await maya.browser.post(route, { text, timeZone: 'America/New_York' }),
      200,
    );
    expect(found.assignments.map(({ title }) => title)).toEqual([
      'Read section 5.1 and take notes',
      'Stoichiometry worksheet',
      'Unit 5 quiz',
    ]);
    expect(found.assignments.map(({ dueDate }) => dueDate)).toEqual([
      '2026-12-01T04:59:00.000Z',
      '2026-12-03T04:59:00.000Z',
      '2026-12-05T04:59:00.000Z',
    ]);
    for (const assignment of found.assignments) {
      expect(assignment).toMatchObject({ classId: chemistry.id, classFrom: 'AP Chemistry' });
    }
  });

  it('reads dates in UTC when no time zone is sent', async () => {
    const maya = await proStudent(t);
    const found = bodyOf<AiImportResult>(
      await maya.browser.post(route, { text: 'Essay tmrw' }),
      200,
    );
    expect(found.assignments).toMatchObject([
      { title: 'Essay', dueDate: '2026-11-25T23:59:00.000Z' },
    ]);
  });

  it('answers an empty list when the text names no assignment', async () => {
    const maya = await proStudent(t);
    const found = bodyOf<AiImportResult>(
      await maya.browser.post(route, { text: 'Hi class,' }),
      200,
    );
    expect(found).toEqual({ assignments: [] });
  });

  it('tells a free student the AI tools need Pro, before reading the text', async () => {
    const free = await student(t);
    for (const body of [{ text: 'Essay due Fri' }, { text: '' }, { nothing: true }]) {
      const reply = await free.browser.post(route, body);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: 'Upgrade to Pro to unlock AI study tools!' });
    }
  });

  it('refuses blank text, oversized text and unknown time zones, naming the field', async () => {
    const maya = await proStudent(t);
    expectFieldError(
      await maya.browser.post(route, { text: ' \n\t ' }),
      'text',
      AI_MESSAGES.blankText,
    );
    expectFieldError(
      await maya.browser.post(route, { text: 'Essay due Fri\n'.repeat(2000) }),
      'text',
      'Must be at most 20000 characters',
    );
    expectFieldError(
      await maya.browser.post(route, { text: 'Quiz\n'.repeat(201) }),
      'text',
      'Must be at most 200 lines',
    );
    expectFieldError(
      await maya.browser.post(route, { text: 'Quiz Fri', timeZone: 'Mars/Olympus_Mons' }),
      'timeZone',
      AI_MESSAGES.timeZone,
    );
    expectFieldError(await maya.browser.post(route, { text: 'Quiz', extra: 1 }), 'extra');
  });
});
