import type { PlannerEvent } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/modules/events/table';
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

const addEvent = adder<PlannerEvent>('/api/events');
const { rowsOf, rowOf } = tableReader(() => t, events);

describe('adding an event', () => {
  it('saves it and answers 201 with the event', async () => {
    const reply = await maya.browser.post('/api/events', {
      title: ' Science fair ',
      description: ' Gym ',
      eventDate: '2026-12-04T17:00:00-05:00',
    });
    const event = bodyOf<PlannerEvent>(reply);
    expect(event).toEqual({
      id: anId,
      title: 'Science fair',
      description: 'Gym',
      eventDate: '2026-12-04T22:00:00.000Z',
      endDate: null,
      // A time other than the placeholder 23:59 is one the student chose.
      allDay: false,
      location: null,
      createdAt: anInstant,
      updatedAt: anInstant,
    });
    expect((await rowOf(event.id))?.userId).toBe(maya.userId);
  });

  it.each([
    ['a blank title', { title: ' ' }, 'title', 'Please enter a title'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title', undefined],
    [
      'a description over 5000 characters',
      { title: 'A', description: 'x'.repeat(5001) },
      'description',
      undefined,
    ],
    ['a date that is not one', { title: 'A', eventDate: '12/04/2026' }, 'eventDate', undefined],
    ['an unknown field', { title: 'A', place: 'Gym' }, 'place', 'Unknown field'],
    ['a userId', { title: 'A', userId: randomId() }, 'userId', 'Unknown field'],
  ])(
    'refuses %s with a 400 naming the field and saves nothing',
    async (_case, body, field, message) => {
      const before = await rowsOf(maya.userId);
      expectFieldError(await maya.browser.post('/api/events', body), field, message);
      expect(await rowsOf(maya.userId)).toHaveLength(before.length);
    },
  );
});

describe('listing events', () => {
  it("lists only the student's own, newest first", async () => {
    const someone = await student(t);
    const first = await addEvent(someone, { title: 'Concert' });
    const second = await addEvent(someone, { title: 'Game' });
    await addEvent(omar, { title: 'Not yours' });
    const reply = await someone.browser.get('/api/events');
    expect(reply.status).toBe(200);
    expect((reply.body as unknown as PlannerEvent[]).map((e) => e.id)).toEqual([
      second.id,
      first.id,
    ]);
  });
});

describe('changing an event', () => {
  it('changes the fields given and can clear the date', async () => {
    const event = await addEvent(maya, { title: 'Trip', eventDate: '2026-12-10T08:00:00Z' });
    const renamed = await maya.browser.send('PATCH', `/api/events/${event.id}`, {
      title: 'Museum trip',
    });
    expect(bodyOf<PlannerEvent>(renamed, 200)).toMatchObject({
      title: 'Museum trip',
      eventDate: '2026-12-10T08:00:00.000Z',
    });
    const undated = await maya.browser.send('PATCH', `/api/events/${event.id}`, {
      eventDate: null,
    });
    expect(bodyOf<PlannerEvent>(undated, 200).eventDate).toBeNull();
  });

  it.each([
    ['a blank title', { title: '' }, 'title', 'Please enter a title'],
    ['a userId', { userId: randomId() }, 'userId', 'Unknown field'],
  ])(
    'refuses %s with a 400 naming the field and changes nothing',
    async (_case, body, field, message) => {
      const event = await addEvent(maya, { title: 'Keep me' });
      expectFieldError(
        await maya.browser.send('PATCH', `/api/events/${event.id}`, body),
        field,
        message,
      );
      expect((await rowOf(event.id))?.title).toBe('Keep me');
    },
  );
});

describe('deleting an event', () => {
  it('removes it and answers what it removed', async () => {
    const event = await addEvent(maya, { title: 'Cancelled' });
    expect((await maya.browser.send('DELETE', `/api/events/${event.id}`)).status).toBe(200);
    expect(await rowOf(event.id)).toBeUndefined();
    const list = (await maya.browser.get('/api/events')).body as unknown as PlannerEvent[];
    expect(list.map((e) => e.id)).not.toContain(event.id);
  });
});

describe("someone else's event or one that does not exist", () => {
  it.each([
    ['PATCH', { title: 'Mine now' }],
    ['DELETE', undefined],
  ] as const)('%s answers 404 and changes nothing', async (method, body) => {
    const theirs = await addEvent(omar, { title: 'Recital' });
    for (const id of [theirs.id, randomId(), 'recital']) {
      const reply = await maya.browser.send(method, `/api/events/${id}`, body);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 'Not found' });
    }
    expect(await rowOf(theirs.id)).toMatchObject({ title: 'Recital', userId: omar.userId });
  });
});
