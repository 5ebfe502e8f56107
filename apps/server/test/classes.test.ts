import type { Assignment, SchoolClass } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../src/modules/classes/table';
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

const addClass = adder<SchoolClass>('/api/classes');
const { rowsOf, rowOf } = tableReader(() => t, classes);

describe('adding a class', () => {
  it('saves every field and answers 201 with the class', async () => {
    const reply = await maya.browser.post('/api/classes', {
      name: '  AP Chemistry ',
      color: '#4f46e5',
      icon: 'FlaskConical',
      room: ' B12 ',
      teacher: ' Ms. Alvarez ',
      startTime: '08:30',
      endTime: '09:20',
      daysOfWeek: [5, 1, 3, 1],
      credits: 1.25,
      level: 'ap',
    });
    expect(bodyOf<SchoolClass>(reply)).toEqual({
      id: anId,
      name: 'AP Chemistry',
      color: '#4f46e5',
      icon: 'FlaskConical',
      room: 'B12',
      teacher: 'Ms. Alvarez',
      startTime: '08:30',
      endTime: '09:20',
      daysOfWeek: [1, 3, 5],
      termId: null,
      credits: 1.25,
      level: 'ap',
      createdAt: anInstant,
      updatedAt: anInstant,
    });
  });

  it('uses the default colour and icon and leaves empty teacher and room out', async () => {
    const math = await addClass(maya, { name: 'Math', teacher: '  ', room: '' });
    expect(math).toMatchObject({ color: '#3b82f6', icon: 'Book', teacher: null, room: null });
    expect((await rowOf(math.id))?.userId).toBe(maya.userId);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', 'Please enter a class name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', undefined],
    [
      'a teacher over 100 characters',
      { name: 'A', teacher: 'x'.repeat(101) },
      'teacher',
      undefined,
    ],
    ['a room over 100 characters', { name: 'A', room: 'x'.repeat(101) }, 'room', undefined],
    ['a colour that is not hex', { name: 'A', color: 'blue' }, 'color', undefined],
    ['a short hex colour', { name: 'A', color: '#fff' }, 'color', undefined],
    ['an unknown icon', { name: 'A', icon: 'Rocket' }, 'icon', undefined],
    ['a start time past midnight', { name: 'A', startTime: '24:00' }, 'startTime', undefined],
    ['a 12-hour end time', { name: 'A', endTime: '9:20 AM' }, 'endTime', undefined],
    ['a weekday of 7', { name: 'A', daysOfWeek: [1, 7] }, 'daysOfWeek.1', undefined],
    ['an unknown field', { name: 'A', grade: 4 }, 'grade', 'Unknown field'],
    ['a userId', { name: 'A', userId: randomId() }, 'userId', 'Unknown field'],
  ])(
    'refuses %s with a 400 naming the field and saves nothing',
    async (_case, body, field, message) => {
      const before = await rowsOf(maya.userId);
      expectFieldError(await maya.browser.post('/api/classes', body), field, message);
      expect(await rowsOf(maya.userId)).toHaveLength(before.length);
    },
  );

  it('accepts a name of exactly 100 characters and every icon of the list', async () => {
    expect((await addClass(maya, { name: 'x'.repeat(100) })).name).toHaveLength(100);
    for (const icon of ['BookOpen', 'ArtIcon', 'History', 'Languages']) {
      expect((await addClass(maya, { name: icon, icon })).icon).toBe(icon);
    }
  });
});

describe('listing classes', () => {
  it("lists only the student's own, newest first", async () => {
    const someone = await student(t);
    const first = await addClass(someone, { name: 'First' });
    const second = await addClass(someone, { name: 'Second' });
    await addClass(omar, { name: 'Not yours' });
    const reply = await someone.browser.get('/api/classes');
    expect(reply.status).toBe(200);
    expect((reply.body as unknown as SchoolClass[]).map((c) => c.id)).toEqual([
      second.id,
      first.id,
    ]);
  });
});

describe('changing a class', () => {
  it('changes the fields given and keeps the rest', async () => {
    const physics = await addClass(maya, { name: 'Physics', room: 'A1', teacher: 'Mr. Ode' });
    const reply = await maya.browser.send('PATCH', `/api/classes/${physics.id}`, {
      color: '#10B981',
      room: '',
      icon: 'Atom',
    });
    expect(bodyOf<SchoolClass>(reply, 200)).toMatchObject({
      name: 'Physics',
      teacher: 'Mr. Ode',
      room: null,
      color: '#10B981',
      icon: 'Atom',
    });
  });

  it.each([
    ['a blank name', { name: '' }, 'name', 'Please enter a class name'],
    ['a bad colour', { color: '#12345g' }, 'color', undefined],
    ['a bad icon', { icon: 'book' }, 'icon', undefined],
    ['a userId', { userId: randomId() }, 'userId', 'Unknown field'],
  ])(
    'refuses %s with a 400 naming the field and changes nothing',
    async (_case, body, field, message) => {
      const art = await addClass(maya, { name: 'Art', icon: 'ArtIcon' });
      expectFieldError(
        await maya.browser.send('PATCH', `/api/classes/${art.id}`, body),
        field,
        message,
      );
      expect(await rowOf(art.id)).toMatchObject({ name: 'Art', icon: 'ArtIcon', color: '#3b82f6' });
    },
  );
});

describe('deleting a class', () => {
  it('keeps its assignments, unfiled, and lets schedule periods go of it', async () => {
    const music = await addClass(maya, { name: 'Music' });
    const other = await addClass(maya, { name: 'Drama' });
    const practice = bodyOf<Assignment>(
      await maya.browser.post('/api/assignments', { title: 'Practise scales', classId: music.id }),
    );
    const period = { label: 'Period 1', start: '8:00 AM', end: '8:50 AM' };
    const saved = await maya.browser.send('PUT', '/api/schedule', {
      type: 'weekly',
      days: {
        '1': [
          { id: 'p1', ...period, classId: music.id },
          { id: 'p2', ...period, start: '9:00 AM', end: '9:50 AM', classId: other.id },
        ],
      },
    });
    expect(saved.status).toBe(200);

    const reply = await maya.browser.send('DELETE', `/api/classes/${music.id}`);
    expect(reply.status).toBe(200);
    expect(await rowOf(music.id)).toBeUndefined();

    const list = (await maya.browser.get('/api/assignments')).body as unknown as Assignment[];
    expect(list.find((a) => a.id === practice.id)).toMatchObject({
      title: 'Practise scales',
      classId: null,
    });
    const schedule = await maya.browser.get('/api/schedule');
    expect(schedule.body).toMatchObject({
      days: {
        '1': [
          { id: 'p1', classId: null },
          { id: 'p2', classId: other.id },
        ],
      },
    });
    // The schedule as the app holds it now saves again.
    const again = await maya.browser.send('PUT', '/api/schedule', schedule.body);
    expect(again.status).toBe(200);
  });
});

describe("someone else's class or one that does not exist", () => {
  it.each([
    ['PATCH', { name: 'Mine now' }],
    ['DELETE', undefined],
  ] as const)('%s answers 404 and changes nothing', async (method, body) => {
    const theirs = await addClass(omar, { name: 'Spanish', icon: 'Languages' });
    for (const id of [theirs.id, randomId(), '12345']) {
      const reply = await maya.browser.send(method, `/api/classes/${id}`, body);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 'Not found' });
    }
    expect(await rowOf(theirs.id)).toMatchObject({ name: 'Spanish', userId: omar.userId });
  });
});
