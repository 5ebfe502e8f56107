import type { DeletedTerm, GradeCategory, SchoolClass, Term } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { anId, anInstant, bodyOf, expectFieldError, student } from './planner-helpers';

// A pinned clock: 2026-09-01 at 03:30 UTC is still 31 August in Los Angeles.
const NOW = new Date('2026-09-01T03:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
});
afterAll(() => t.close());

const FALL = { name: 'Fall 2026', startDate: '2026-09-01', endDate: '2026-12-18' };
const SUMMER = { name: 'Summer 2026', startDate: '2026-06-15', endDate: '2026-08-31' };

describe('terms', () => {
  it('adds, changes, lists and deletes a term, only for its owner', async () => {
    const maya = await student(t);
    const omar = await student(t);
    const fall = bodyOf<Term>(await maya.browser.post('/api/terms', { ...FALL, name: ' Fall ' }));
    expect(fall).toEqual({
      id: anId,
      name: 'Fall',
      startDate: '2026-09-01',
      endDate: '2026-12-18',
      createdAt: anInstant,
      updatedAt: anInstant,
    });
    const renamed = await maya.browser.send('PATCH', `/api/terms/${fall.id}`, { name: 'Autumn' });
    expect(bodyOf<Term>(renamed, 200).name).toBe('Autumn');
    expect(bodyOf<Term[]>(await omar.browser.get('/api/terms'), 200)).toEqual([]);
    expect((await omar.browser.send('PATCH', `/api/terms/${fall.id}`, { name: 'x' })).status).toBe(
      404,
    );
    expect((await omar.browser.send('DELETE', `/api/terms/${fall.id}`)).status).toBe(404);
    expect((await maya.browser.send('DELETE', `/api/terms/${fall.id}`)).status).toBe(200);
    expect(bodyOf<Term[]>(await maya.browser.get('/api/terms'), 200)).toEqual([]);
  });

  it('refuses an end before the start, a term over 400 days, a bad date and a long name', async () => {
    const maya = await student(t);
    const post = (body: object) => maya.browser.post('/api/terms', { ...FALL, ...body });
    // 400 days is the most: 1 Sep 2026 to 6 Oct 2027 is allowed, a day more is not.
    expectFieldError(
      await post({ endDate: '2026-08-01' }),
      'endDate',
      'The end must be after the start',
    );
    expectFieldError(await post({ endDate: '2026-09-01' }), 'endDate');
    expectFieldError(
      await post({ endDate: '2027-10-07' }),
      'endDate',
      'A term lasts at most 400 days',
    );
    expectFieldError(await post({ startDate: '2026-02-30' }), 'startDate');
    expectFieldError(await post({ name: 'x'.repeat(101) }), 'name');
    expectFieldError(await post({ name: ' ' }), 'name', 'Please enter a term name');
    expect((await post({ endDate: '2027-10-06' })).status).toBe(201);
    const term = bodyOf<Term>(await post({}));
    // A change is checked against the term it would make.
    expectFieldError(
      await maya.browser.send('PATCH', `/api/terms/${term.id}`, { startDate: '2026-12-19' }),
      'endDate',
    );
    expect(bodyOf<Term[]>(await maya.browser.get('/api/terms'), 200)).toHaveLength(2);
  });

  it("files classes in a term, refuses another student's term, and keeps classes when a term goes", async () => {
    const maya = await student(t);
    const omar = await student(t);
    const fall = bodyOf<Term>(await maya.browser.post('/api/terms', FALL));
    const omarsTerm = bodyOf<Term>(await omar.browser.post('/api/terms', FALL));
    const chemistry = bodyOf<SchoolClass>(
      await maya.browser.post('/api/classes', { name: 'Chemistry', termId: fall.id }),
    );
    expect(chemistry).toMatchObject({ termId: fall.id, credits: 1, level: 'regular' });
    expectFieldError(
      await maya.browser.post('/api/classes', { name: 'Art', termId: omarsTerm.id }),
      'termId',
    );
    expectFieldError(
      await maya.browser.send('PATCH', `/api/classes/${chemistry.id}`, { termId: omarsTerm.id }),
      'termId',
    );
    const deleted = bodyOf<DeletedTerm>(
      await maya.browser.send('DELETE', `/api/terms/${fall.id}`),
      200,
    );
    expect(deleted.classIds).toEqual([chemistry.id]);
    const classes = bodyOf<SchoolClass[]>(await maya.browser.get('/api/classes'), 200);
    expect(classes.map((row) => [row.name, row.termId])).toEqual([['Chemistry', null]]);
    // Undo brings the term back with its class in it.
    const restored = await maya.browser.post('/api/terms/restore', {
      term: deleted.term,
      classIds: deleted.classIds,
      token: deleted.token,
    });
    expect(bodyOf<Term>(restored, 200).id).toBe(fall.id);
    const again = bodyOf<SchoolClass[]>(await maya.browser.get('/api/classes'), 200);
    expect(again[0]?.termId).toBe(fall.id);
  });

  it('starts a new term with copies of chosen classes and their categories, not their work', async () => {
    const maya = await student(t);
    const summer = bodyOf<Term>(await maya.browser.post('/api/terms', SUMMER));
    const biology = bodyOf<SchoolClass>(
      await maya.browser.post('/api/classes', {
        name: 'Biology',
        color: '#10b981',
        teacher: 'Ms. Reyes',
        room: 'B12',
        termId: summer.id,
        credits: 1.5,
        level: 'honors',
      }),
    );
    await maya.browser.post('/api/classes', { name: 'Gym', termId: summer.id });
    await maya.browser.post(`/api/classes/${biology.id}/grade-categories`, {
      name: 'Labs',
      weight: 40,
      dropLowest: 1,
    });
    await maya.browser.post('/api/assignments', { title: 'Lab 1', classId: biology.id });
    const fall = bodyOf<Term>(
      await maya.browser.post('/api/terms', { ...FALL, copyClassIds: [biology.id] }),
    );
    const classes = bodyOf<SchoolClass[]>(await maya.browser.get('/api/classes'), 200);
    const copy = classes.find((row) => row.termId === fall.id);
    expect(copy).toMatchObject({
      name: 'Biology',
      color: '#10b981',
      teacher: 'Ms. Reyes',
      room: 'B12',
      credits: 1.5,
      level: 'honors',
    });
    expect(classes.filter((row) => row.termId === fall.id)).toHaveLength(1);
    const categories = bodyOf<GradeCategory[]>(
      await maya.browser.get(`/api/classes/${copy?.id}/grade-categories`),
      200,
    );
    expect(categories.map(({ name, weight, dropLowest }) => [name, weight, dropLowest])).toEqual([
      ['Labs', 40, 1],
    ]);
    const work = bodyOf<{ classId: string | null }[]>(
      await maya.browser.get('/api/assignments'),
      200,
    );
    expect(work.map((row) => row.classId)).toEqual([biology.id]);
  });

  it("will not copy another student's class into a term", async () => {
    const maya = await student(t);
    const omar = await student(t);
    const theirs = bodyOf<SchoolClass>(await omar.browser.post('/api/classes', { name: 'Secret' }));
    expectFieldError(
      await maya.browser.post('/api/terms', { ...FALL, copyClassIds: [theirs.id] }),
      'copyClassIds.0',
    );
    expect(bodyOf<Term[]>(await maya.browser.get('/api/terms'), 200)).toEqual([]);
  });

  it('is emptied by Clear All', async () => {
    const maya = await student(t);
    await maya.browser.post('/api/terms', FALL);
    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(bodyOf<Term[]>(await maya.browser.get('/api/terms'), 200)).toEqual([]);
  });
});
