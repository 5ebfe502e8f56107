import type { Assignment, SchoolClass } from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/modules/assignments/table';
import type { TestApp } from './helpers';
import {
  adder,
  anId,
  anInstant,
  appWithTwoStudents,
  bodyOf,
  expectFieldError,
  randomId,
  student,
  type Student,
  tableReader,
} from './planner-helpers';

let t: TestApp, maya: Student, omar: Student;
beforeAll(async () => ({ t, maya, omar } = await appWithTwoStudents()));
afterAll(() => t.close());

const addAssignment = adder<Assignment>('/api/assignments');
const addClass = async (who: Student, name: string) =>
  adder<SchoolClass>('/api/classes')(who, { name });
const { rowsOf } = tableReader(() => t, assignments);

describe('adding an assignment', () => {
  it('saves it for the signed-in student and answers 201 with the assignment', async () => {
    const math = await addClass(maya, 'Math');
    const reply = await maya.browser.post('/api/assignments', {
      title: '  Essay on the Odyssey  ',
      description: '  Five pages  ',
      dueDate: '2026-11-22T08:59:00.000+01:00',
      classId: math.id,
      category: 'Homework',
    });
    const assignment = bodyOf<Assignment>(reply);
    expect(assignment).toEqual({
      id: anId,
      title: 'Essay on the Odyssey',
      description: 'Five pages',
      dueDate: '2026-11-22T07:59:00.000Z',
      classId: math.id,
      category: 'Homework',
      completed: false,
      notes: null,
      pointsEarned: null,
      pointsPossible: null,
      gradeCategoryId: null,
      excused: false,
      createdAt: anInstant,
      updatedAt: anInstant,
    });
    const [row] = await t.database.db
      .select()
      .from(assignments)
      .where(eq(assignments.id, assignment.id));
    expect(row?.userId).toBe(maya.userId);
  });

  it('stores category Other, not completed, no date and no class when only a title is given', async () => {
    const assignment = await addAssignment(maya, { title: 'Read chapter 4', description: '   ' });
    expect(assignment).toMatchObject({
      category: 'Other',
      completed: false,
      dueDate: null,
      classId: null,
      description: null,
    });
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', 'Please enter a title'],
    ['no title', { category: 'Test' }, 'title', undefined],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title', undefined],
    [
      'a description over 5000 characters',
      { title: 'A', description: 'x'.repeat(5001) },
      'description',
      undefined,
    ],
    ['notes over 5000 characters', { title: 'A', notes: 'x'.repeat(5001) }, 'notes', undefined],
    ['an unknown category', { title: 'A', category: 'Exam' }, 'category', undefined],
    ['a date without an offset', { title: 'A', dueDate: '2026-11-22T23:59' }, 'dueDate', undefined],
    ['a date that is not one', { title: 'A', dueDate: 'tomorrow' }, 'dueDate', undefined],
    ['a class id that is not an id', { title: 'A', classId: 'math' }, 'classId', undefined],
    ['completed as text', { title: 'A', completed: 'yes' }, 'completed', undefined],
    ['an unknown field', { title: 'A', priority: 'high' }, 'priority', 'Unknown field'],
    ['a userId', { title: 'A', userId: randomId() }, 'userId', 'Unknown field'],
  ])(
    'refuses %s with a 400 naming the field and saves nothing',
    async (_case, body, field, message) => {
      const before = await rowsOf(maya.userId);
      expectFieldError(await maya.browser.post('/api/assignments', body), field, message);
      expect(await rowsOf(maya.userId)).toHaveLength(before.length);
    },
  );

  it('folds line breaks and other control characters in a title into spaces', async () => {
    const reply = await maya.browser.post('/api/assignments', {
      title: 'Lab report\r\n\tsection\u00852\n',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.title).toBe('Lab report section 2');
    const cls = await maya.browser.post('/api/classes', { name: 'Biology\n', room: 'B\r\n12' });
    expect(cls.body).toMatchObject({ name: 'Biology', room: 'B 12' });
  });

  it('accepts a title of exactly 200 characters', async () => {
    const assignment = await addAssignment(maya, { title: 'x'.repeat(200) });
    expect(assignment.title).toHaveLength(200);
  });

  it("refuses another student's class on classId and saves nothing", async () => {
    const theirs = await addClass(omar, 'Chemistry');
    const before = await rowsOf(maya.userId);
    const reply = await maya.browser.post('/api/assignments', { title: 'Lab', classId: theirs.id });
    expectFieldError(reply, 'classId');
    const unknown = await maya.browser.post('/api/assignments', {
      title: 'Lab',
      classId: randomId(),
    });
    expectFieldError(unknown, 'classId');
    expect(await rowsOf(maya.userId)).toHaveLength(before.length);
  });
});

describe('listing assignments', () => {
  it("lists only the student's own, newest first", async () => {
    const student1 = await student(t);
    const first = await addAssignment(student1, { title: 'First' });
    const second = await addAssignment(student1, { title: 'Second' });
    const third = await addAssignment(student1, { title: 'Third' });
    await addAssignment(omar, { title: 'Not yours' });
    const reply = await student1.browser.get('/api/assignments');
    expect(reply.status).toBe(200);
    expect((reply.body as unknown as Assignment[]).map((a) => a.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
  });
});

describe('changing an assignment', () => {
  it('marks it done and back, renames it and moves its due date', async () => {
    const assignment = await addAssignment(maya, {
      title: 'Worksheet',
      dueDate: '2026-11-20T12:00:00Z',
    });
    const done = bodyOf<Assignment>(
      await maya.browser.send('PATCH', `/api/assignments/${assignment.id}`, { completed: true }),
      200,
    );
    expect(done).toMatchObject({ completed: true, title: 'Worksheet' });
    expect(Date.parse(done.updatedAt)).toBeGreaterThan(Date.parse(assignment.updatedAt));

    const changed = bodyOf<Assignment>(
      await maya.browser.send('PATCH', `/api/assignments/${assignment.id}`, {
        completed: false,
        title: ' Worksheet 2 ',
        dueDate: '2026-12-01T22:59:00Z',
        category: 'Quiz',
      }),
      200,
    );
    expect(changed).toMatchObject({
      completed: false,
      title: 'Worksheet 2',
      dueDate: '2026-12-01T22:59:00.000Z',
      category: 'Quiz',
    });
    const list = await maya.browser.get('/api/assignments');
    expect(list.body).toContainEqual(changed);
  });

  it('files it under a class and unfiles it with classId null', async () => {
    const history = await addClass(maya, 'History');
    const assignment = await addAssignment(maya, { title: 'Timeline' });
    const filed = await maya.browser.send('PATCH', `/api/assignments/${assignment.id}`, {
      classId: history.id,
    });
    expect(bodyOf<Assignment>(filed, 200).classId).toBe(history.id);
    const unfiled = await maya.browser.send('PATCH', `/api/assignments/${assignment.id}`, {
      classId: null,
      dueDate: null,
    });
    expect(bodyOf<Assignment>(unfiled, 200)).toMatchObject({ classId: null, dueDate: null });
  });

  it.each([
    ['a blank title', { title: ' ' }, 'title', 'Please enter a title'],
    ['an unknown category', { category: 'Exam' }, 'category', undefined],
    ['a userId', { userId: randomId() }, 'userId', 'Unknown field'],
    ['an unknown field', { done: true }, 'done', 'Unknown field'],
  ])(
    'refuses %s with a 400 naming the field and changes nothing',
    async (_case, body, field, message) => {
      const assignment = await addAssignment(maya, { title: 'Keep me' });
      expectFieldError(
        await maya.browser.send('PATCH', `/api/assignments/${assignment.id}`, body),
        field,
        message,
      );
      const [row] = await t.database.db
        .select()
        .from(assignments)
        .where(eq(assignments.id, assignment.id));
      expect(row).toMatchObject({ title: 'Keep me', category: 'Other', userId: maya.userId });
    },
  );

  it("refuses to file it under another student's class", async () => {
    const theirs = await addClass(omar, 'Biology');
    const assignment = await addAssignment(maya, { title: 'Cells' });
    const reply = await maya.browser.send('PATCH', `/api/assignments/${assignment.id}`, {
      classId: theirs.id,
    });
    expectFieldError(reply, 'classId');
    const [row] = await t.database.db
      .select()
      .from(assignments)
      .where(eq(assignments.id, assignment.id));
    expect(row?.classId).toBeNull();
  });
});

describe('deleting an assignment', () => {
  it('removes it and answers what it removed', async () => {
    const assignment = await addAssignment(maya, { title: 'Gone soon' });
    const reply = await maya.browser.send('DELETE', `/api/assignments/${assignment.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ assignment: { id: assignment.id, title: 'Gone soon' } });
    const list = await maya.browser.get('/api/assignments');
    expect((list.body as unknown as Assignment[]).map((a) => a.id)).not.toContain(assignment.id);
    expect(
      await t.database.db.select().from(assignments).where(eq(assignments.id, assignment.id)),
    ).toHaveLength(0);
  });
});

describe("someone else's assignment or one that does not exist", () => {
  it.each([
    ['PATCH', { title: 'Mine now', completed: true }],
    ['DELETE', undefined],
  ] as const)('%s answers 404 and changes nothing', async (method, body) => {
    const theirs = await addAssignment(omar, { title: "Omar's essay" });
    for (const id of [theirs.id, randomId(), 'not-a-uuid']) {
      const reply = await maya.browser.send(method, `/api/assignments/${id}`, body);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 'Not found' });
    }
    const [row] = await t.database.db
      .select()
      .from(assignments)
      .where(eq(assignments.id, theirs.id));
    expect(row).toMatchObject({ title: "Omar's essay", completed: false, userId: omar.userId });
  });
});
