import type { Assignment, GradeCategory, Grades, SchoolClass, Term } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';

// A pinned clock: 2026-10-01 at 03:30 UTC, still 30 September in Los Angeles.
const NOW = new Date('2026-10-01T03:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
});
afterAll(() => t.close());

async function classOf(who: Student, body: object): Promise<SchoolClass> {
  return bodyOf<SchoolClass>(await who.browser.post('/api/classes', body));
}
async function categoryOf(who: Student, classId: string, body: object): Promise<GradeCategory> {
  return bodyOf<GradeCategory>(
    await who.browser.post(`/api/classes/${classId}/grade-categories`, body),
  );
}
async function graded(who: Student, body: object): Promise<Assignment> {
  return bodyOf<Assignment>(
    await who.browser.post('/api/assignments', { title: 'Graded', completed: true, ...body }),
  );
}
const gradesOf = async (who: Student, query = '') =>
  bodyOf<Grades>(await who.browser.get(`/api/grades${query}`), 200);

describe('grades', () => {
  it('answers null, not 0, for a class with nothing graded, and teaches nothing false', async () => {
    const maya = await student(t);
    const art = await classOf(maya, { name: 'Art' });
    const grades = await gradesOf(maya);
    expect(grades.classes).toEqual([
      { classId: art.id, percent: null, letter: null, gradedCount: 0, trend: [], categories: [] },
    ]);
    expect(grades.gpa).toEqual({ unweighted: null, weighted: null });
  });

  it('weighs categories, drops the lowest, counts extra credit and leaves excused grades out', async () => {
    const maya = await student(t);
    const chemistry = await classOf(maya, { name: 'Chemistry', level: 'ap', credits: 1 });
    const tests = await categoryOf(maya, chemistry.id, { name: 'Tests', weight: 60 });
    const labs = await categoryOf(maya, chemistry.id, { name: 'Labs', weight: 40, dropLowest: 1 });
    const grade = (category: string, pointsEarned: number, pointsPossible: number, extra = {}) =>
      graded(maya, {
        classId: chemistry.id,
        gradeCategoryId: category,
        pointsEarned,
        pointsPossible,
        ...extra,
      });
    await grade(tests.id, 45, 50); // 90 %
    await grade(tests.id, 0, 50, { excused: true }); // left out
    await grade(labs.id, 5, 10); // dropped: the lowest lab
    await grade(labs.id, 10, 10);
    await grade(labs.id, 2, 0); // extra credit: 12 of 10 labs points
    const [figures] = (await gradesOf(maya)).classes;
    // Tests 90 %, labs 120 %: 0.6 * 90 + 0.4 * 120 = 102 %.
    expect(figures).toMatchObject({
      percent: 102,
      letter: 'A',
      gradedCount: 4,
      categories: [
        { id: tests.id, name: 'Tests', weight: 60, percent: 90, gradedCount: 1 },
        { id: labs.id, name: 'Labs', weight: 40, percent: 120, gradedCount: 3 },
      ],
    });
    expect(figures?.trend.at(-1)).toBe(102);
    // AP adds 1.0 to a 4.0.
    expect((await gradesOf(maya)).gpa).toEqual({ unweighted: 4, weighted: 5 });
  });

  it('keeps to the scale exactly: 92.999 is an A-, 93 an A, and a scale of its own', async () => {
    const maya = await student(t);
    const history = await classOf(maya, { name: 'History' });
    const essay = await graded(maya, {
      classId: history.id,
      pointsEarned: 92999.99,
      pointsPossible: 100000,
    });
    expect((await gradesOf(maya)).classes[0]).toMatchObject({ percent: 93, letter: 'A-' });
    await maya.browser.send('PATCH', `/api/assignments/${essay.id}`, { pointsEarned: 93000 });
    expect((await gradesOf(maya)).classes[0]).toMatchObject({ percent: 93, letter: 'A' });
    const scale = [95, 90, 87, 83, 80, 77, 73, 70, 67, 63, 60];
    expect((await maya.browser.send('PUT', '/api/grades/scale', { scale })).status).toBe(200);
    expect((await gradesOf(maya)).classes[0]?.letter).toBe('A-');
    expectFieldError(
      await maya.browser.send('PUT', '/api/grades/scale', {
        scale: [90, 93, 87, 83, 80, 77, 73, 70, 67, 63, 60],
      }),
      'scale',
      'Each letter needs a lower percent than the one before',
    );
    expect(
      bodyOf<{ scale: number[] }>(await maya.browser.get('/api/grades/scale'), 200).scale,
    ).toEqual(scale);
  });

  it('computes GPA over credits, leaves 0-credit classes out, and separates the term from all', async () => {
    const maya = await student(t);
    const spring = bodyOf<Term>(
      await maya.browser.post('/api/terms', {
        name: 'Spring',
        startDate: '2026-01-10',
        endDate: '2026-05-30',
      }),
    );
    const fall = bodyOf<Term>(
      await maya.browser.post('/api/terms', {
        name: 'Fall',
        startDate: '2026-09-01',
        endDate: '2026-12-18',
      }),
    );
    const math = await classOf(maya, {
      name: 'Math',
      termId: fall.id,
      credits: 2,
      level: 'honors',
    });
    const gym = await classOf(maya, { name: 'Gym', termId: fall.id, credits: 0 });
    const latin = await classOf(maya, { name: 'Latin', termId: spring.id, credits: 1 });
    await graded(maya, { classId: math.id, pointsEarned: 85, pointsPossible: 100 }); // B 3.0
    await graded(maya, { classId: gym.id, pointsEarned: 10, pointsPossible: 100 }); // F, 0 credits
    await graded(maya, { classId: latin.id, pointsEarned: 95, pointsPossible: 100 }); // A 4.0
    const now = await gradesOf(maya);
    // The current term is fall: NOW is inside it in every time zone.
    expect(now.termId).toBe(fall.id);
    expect(now.classes.map((row) => row.classId).sort()).toEqual([math.id, gym.id].sort());
    expect(now.gpa).toEqual({ unweighted: 3, weighted: 3.5 });
    // Cumulative: (2 * 3.0 + 1 * 4.0) / 3 = 3.33; weighted (2 * 3.5 + 4.0) / 3 = 3.67.
    expect(now.cumulative).toEqual({ unweighted: 3.33, weighted: 3.67 });
    const past = await gradesOf(maya, `?termId=${spring.id}`);
    expect(past.classes.map((row) => row.classId)).toEqual([latin.id]);
    expect(past.gpa).toEqual({ unweighted: 4, weighted: 4 });
  });

  it("takes the current term from today in the student's time zone, not the server's", async () => {
    const maya = await student(t);
    const october = bodyOf<Term>(
      await maya.browser.post('/api/terms', {
        name: 'October',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      }),
    );
    await classOf(maya, { name: 'Drama', termId: october.id });
    const inZone = async (timeZone: string) => {
      const saved = await maya.browser.send('PATCH', '/api/preferences', { timeZone });
      expect(saved.status).toBe(200);
      return gradesOf(maya);
    };
    // NOW is 1 October in Berlin but still 30 September in Los Angeles.
    expect((await inZone('Europe/Berlin')).termId).toBe(october.id);
    const losAngeles = await inZone('America/Los_Angeles');
    expect(losAngeles.termId).toBeNull();
    expect(losAngeles.classes).toEqual([]);
  });

  it('answers what-if and the points needed on the final without saving anything', async () => {
    const maya = await student(t);
    const physics = await classOf(maya, { name: 'Physics' });
    await graded(maya, { classId: physics.id, pointsEarned: 80, pointsPossible: 100 });
    const final = bodyOf<Assignment>(
      await maya.browser.post('/api/assignments', {
        title: 'Final',
        classId: physics.id,
        pointsPossible: 100,
      }),
    );
    const whatIf = await maya.browser.post('/api/grades/what-if', {
      classId: physics.id,
      changes: [{ assignmentId: final.id, pointsEarned: 100, pointsPossible: 100 }],
    });
    expect(bodyOf(whatIf, 200)).toEqual({ percent: 90, letter: 'A-' });
    const goal = await maya.browser.post('/api/grades/goal', {
      classId: physics.id,
      assignmentId: final.id,
      target: 'A',
    });
    // (80 + x) / 200 >= 93 %: x = 106, above the 100 possible (extra credit would do).
    expect(bodyOf(goal, 200)).toEqual({ target: 93, needed: 106, reachable: true });
    const byPercent = await maya.browser.post('/api/grades/goal', {
      classId: physics.id,
      assignmentId: final.id,
      target: 85,
    });
    expect(bodyOf(byPercent, 200)).toEqual({ target: 85, needed: 90, reachable: true });
    expect((await gradesOf(maya)).classes[0]?.percent).toBe(80);
  });

  it("refuses another student's class, category and assignment (404) and bad numbers (400)", async () => {
    const maya = await student(t);
    const omar = await student(t);
    const mine = await classOf(maya, { name: 'Mine' });
    const other = await classOf(maya, { name: 'Other' });
    const theirs = await classOf(omar, { name: 'Theirs' });
    const theirCategory = await categoryOf(omar, theirs.id, { name: 'Quizzes', weight: 10 });
    const otherCategory = await categoryOf(maya, other.id, { name: 'Essays', weight: 10 });
    const theirWork = await graded(omar, {
      classId: theirs.id,
      pointsEarned: 1,
      pointsPossible: 2,
    });
    expect((await maya.browser.get(`/api/classes/${theirs.id}/grade-categories`)).status).toBe(404);
    expect(
      (
        await maya.browser.post(`/api/classes/${theirs.id}/grade-categories`, {
          name: 'x',
          weight: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (await maya.browser.send('PATCH', `/api/grade-categories/${theirCategory.id}`, { weight: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await maya.browser.send('DELETE', `/api/grade-categories/${theirCategory.id}`)).status,
    ).toBe(404);
    expect(
      (await maya.browser.post('/api/grades/what-if', { classId: theirs.id, changes: [] })).status,
    ).toBe(404);
    expect(
      (
        await maya.browser.post('/api/grades/goal', {
          classId: mine.id,
          assignmentId: theirWork.id,
          target: 90,
        })
      ).status,
    ).toBe(404);
    expect((await maya.browser.get(`/api/grades?termId=${crypto.randomUUID()}`)).status).toBe(404);
    // A category of another class, or another student's: 400 naming the field, nothing saved.
    expectFieldError(
      await maya.browser.post('/api/assignments', {
        title: 'x',
        classId: mine.id,
        gradeCategoryId: otherCategory.id,
      }),
      'gradeCategoryId',
    );
    expectFieldError(
      await maya.browser.post('/api/assignments', {
        title: 'x',
        classId: mine.id,
        gradeCategoryId: theirCategory.id,
      }),
      'gradeCategoryId',
    );
    expectFieldError(
      await maya.browser.post('/api/assignments', { title: 'x', pointsEarned: -1 }),
      'pointsEarned',
    );
    expectFieldError(
      await maya.browser.post('/api/assignments', { title: 'x', pointsPossible: 100000.01 }),
      'pointsPossible',
    );
    expectFieldError(
      await maya.browser.post('/api/assignments', { title: 'x', pointsEarned: 1.005 }),
      'pointsEarned',
      'At most 2 decimals',
    );
    expectFieldError(
      await maya.browser.post(`/api/classes/${mine.id}/grade-categories`, {
        name: 'Big',
        weight: 1e9,
      }),
      'weight',
    );
    expectFieldError(
      await maya.browser.post('/api/classes', { name: 'x', credits: 21 }),
      'credits',
    );
    expectFieldError(await maya.browser.post('/api/classes', { name: 'x', level: 'ib' }), 'level');
    expect(bodyOf<Assignment[]>(await maya.browser.get('/api/assignments'), 200)).toEqual([]);
    expect(bodyOf<SchoolClass[]>(await maya.browser.get('/api/classes'), 200)).toHaveLength(2);
  });

  it('lets a grade go from its category when the assignment moves to another class', async () => {
    const maya = await student(t);
    const first = await classOf(maya, { name: 'First' });
    const second = await classOf(maya, { name: 'Second' });
    const quizzes = await categoryOf(maya, first.id, { name: 'Quizzes', weight: 20 });
    const quiz = await graded(maya, {
      classId: first.id,
      gradeCategoryId: quizzes.id,
      pointsEarned: 8,
      pointsPossible: 10,
    });
    const moved = await maya.browser.send('PATCH', `/api/assignments/${quiz.id}`, {
      classId: second.id,
    });
    expect(bodyOf<Assignment>(moved, 200)).toMatchObject({
      classId: second.id,
      gradeCategoryId: null,
      pointsEarned: 8,
    });
  });

  it('keeps grades when a category is deleted, and its undo files them again', async () => {
    const maya = await student(t);
    const english = await classOf(maya, { name: 'English' });
    const essays = await categoryOf(maya, english.id, { name: 'Essays', weight: 50 });
    const essay = await graded(maya, {
      classId: english.id,
      gradeCategoryId: essays.id,
      pointsEarned: 9,
      pointsPossible: 10,
    });
    const deleted = bodyOf<{ category: GradeCategory; assignmentIds: string[]; token: string }>(
      await maya.browser.send('DELETE', `/api/grade-categories/${essays.id}`),
      200,
    );
    expect(deleted.assignmentIds).toEqual([essay.id]);
    const [kept] = bodyOf<Assignment[]>(await maya.browser.get('/api/assignments'), 200);
    expect(kept).toMatchObject({ gradeCategoryId: null, pointsEarned: 9 });
    expect(
      bodyOf(await maya.browser.post('/api/grade-categories/restore', deleted), 200),
    ).toMatchObject({ id: essays.id });
    const [back] = bodyOf<Assignment[]>(await maya.browser.get('/api/assignments'), 200);
    expect(back?.gradeCategoryId).toBe(essays.id);
  });

  it('is carried by a backup and emptied by Clear All', async () => {
    const maya = await student(t);
    const term = bodyOf<Term>(
      await maya.browser.post('/api/terms', {
        name: 'Fall',
        startDate: '2026-09-01',
        endDate: '2026-12-18',
      }),
    );
    const latin = await classOf(maya, {
      name: 'Latin',
      termId: term.id,
      credits: 0.5,
      level: 'ap',
    });
    const tests = await categoryOf(maya, latin.id, { name: 'Tests', weight: 70, dropLowest: 2 });
    await graded(maya, {
      classId: latin.id,
      gradeCategoryId: tests.id,
      pointsEarned: 17.5,
      pointsPossible: 20,
      excused: true,
    });
    await maya.browser.send('PUT', '/api/grades/scale', {
      scale: [94, 90, 87, 83, 80, 77, 73, 70, 67, 63, 60],
    });
    const file = bodyOf<Record<string, unknown>>(await maya.browser.get('/api/backup'), 200);
    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(bodyOf<Term[]>(await maya.browser.get('/api/terms'), 200)).toEqual([]);
    expect(bodyOf<GradeCategory[]>(await maya.browser.get('/api/grade-categories'), 200)).toEqual(
      [],
    );
    expect(
      bodyOf<{ isDefault: boolean }>(await maya.browser.get('/api/grades/scale'), 200).isDefault,
    ).toBe(true);
    const restored = await maya.browser.post('/api/backup', file);
    expect(bodyOf<Record<string, unknown>>(restored, 200)).toMatchObject({
      terms: 1,
      classes: 1,
      gradeCategories: 1,
      gradeScale: true,
      assignments: 1,
    });
    const [terms, classes, categories, assignments] = await Promise.all([
      maya.browser.get('/api/terms').then((reply) => bodyOf<Term[]>(reply, 200)),
      maya.browser.get('/api/classes').then((reply) => bodyOf<SchoolClass[]>(reply, 200)),
      maya.browser
        .get('/api/grade-categories')
        .then((reply) => bodyOf<GradeCategory[]>(reply, 200)),
      maya.browser.get('/api/assignments').then((reply) => bodyOf<Assignment[]>(reply, 200)),
    ]);
    expect(classes[0]).toMatchObject({ termId: terms[0]?.id, credits: 0.5, level: 'ap' });
    expect(categories[0]).toMatchObject({
      classId: classes[0]?.id,
      name: 'Tests',
      weight: 70,
      dropLowest: 2,
    });
    expect(assignments[0]).toMatchObject({
      gradeCategoryId: categories[0]?.id,
      pointsEarned: 17.5,
      pointsPossible: 20,
      excused: true,
    });
  });

  it("brings a deleted class's categories and the grades in them back with its undo", async () => {
    const maya = await student(t);
    const music = await classOf(maya, { name: 'Music' });
    const solos = await categoryOf(maya, music.id, { name: 'Solos', weight: 70 });
    const solo = await graded(maya, {
      classId: music.id,
      gradeCategoryId: solos.id,
      pointsEarned: 9,
      pointsPossible: 10,
    });
    const deleted = bodyOf<Record<string, unknown>>(
      await maya.browser.send('DELETE', `/api/classes/${music.id}`),
      200,
    );
    expect(bodyOf<GradeCategory[]>(await maya.browser.get('/api/grade-categories'), 200)).toEqual(
      [],
    );
    expect(bodyOf(await maya.browser.post('/api/classes/restore', deleted), 200)).toMatchObject({
      id: music.id,
    });
    const [category] = bodyOf<GradeCategory[]>(
      await maya.browser.get('/api/grade-categories'),
      200,
    );
    expect(category).toMatchObject({ id: solos.id, classId: music.id, weight: 70 });
    const [back] = bodyOf<Assignment[]>(await maya.browser.get('/api/assignments'), 200);
    expect(back).toMatchObject({ id: solo.id, classId: music.id, gradeCategoryId: solos.id });
  });

  it('refuses a scale that only looks decreasing, and a backup term that ends before it starts', async () => {
    const maya = await student(t);
    expectFieldError(
      await maya.browser.send('PUT', '/api/grades/scale', {
        scale: [93, 90.000000001, 90, 83, 80, 77, 73, 70, 67, 63, 60],
      }),
      'scale',
      'Each letter needs a lower percent than the one before',
    );
    const file = {
      terms: [{ id: 't1', name: 'Odd', startDate: '2026-12-01', endDate: '2026-09-01' }],
      classes: [{ id: 'c1', name: 'Math' }],
      exportDate: '2026-11-22T07:59:00.000Z',
      version: '1.0',
    };
    const reply = await maya.browser.post('/api/backup', file);
    expect(reply.status).toBe(400);
    expect(bodyOf<SchoolClass[]>(await maya.browser.get('/api/classes'), 200)).toEqual([]);
  });
});
