import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlannerEvent, RestoreSummary } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/modules/events/table';
import { migrationsFolder } from '../src/paths';
import { restore } from './backup-helpers';
import type { TestApp } from './helpers';
import {
  appWithStudent,
  bodyOf,
  expectFieldError,
  student,
  type Student,
  tableReader,
} from './planner-helpers';

const NY = 'America/New_York';

let t: TestApp, maya: Student;
beforeAll(async () => {
  ({ t, maya } = await appWithStudent());
  // Maya's browser has told the server her zone: her 23:59 is 04:59 UTC the next day in winter.
  const saved = await maya.browser.send('PATCH', '/api/preferences', { timeZone: NY });
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

const addEvent = async (body: Record<string, unknown>) =>
  bodyOf<PlannerEvent>(await maya.browser.post('/api/events', body));
const patch = (id: string, body: Record<string, unknown>) =>
  maya.browser.send('PATCH', `/api/events/${id}`, body);
const { rowOf } = tableReader(() => t, events);

const conference = {
  title: 'Parent-teacher conferences',
  eventDate: '2026-12-03T18:00:00-05:00',
  endDate: '2026-12-03T19:30:00-05:00',
  allDay: false,
  location: ' Gym ',
};

describe('a timed event', () => {
  it('keeps its start, end and location', async () => {
    expect(await addEvent(conference)).toMatchObject({
      eventDate: '2026-12-03T23:00:00.000Z',
      endDate: '2026-12-04T00:30:00.000Z',
      allDay: false,
      location: 'Gym',
    });
  });

  it('may have no end', async () => {
    expect(await addEvent({ ...conference, endDate: null })).toMatchObject({
      allDay: false,
      endDate: null,
    });
  });

  it.each([
    ['an end before the start', { endDate: '2026-12-03T17:00:00-05:00' }, 'The end must be after'],
    ['an end at the start', { endDate: conference.eventDate }, 'The end must be after the start'],
    ['an end without a start', { eventDate: null }, 'An end time needs a start date and time'],
    ['an end on an all-day event', { allDay: true }, 'An all-day event has no end time'],
    ['an end 32 days on', { endDate: '2027-01-04T18:00:00-05:00' }, 'An event lasts at most'],
    ['an end that is not a date', { endDate: '7:30 PM' }, 'Expected an ISO date'],
    ['an end past the year 9999', { endDate: '10000-01-01T00:00:00Z' }, 'Expected an ISO date'],
  ])('refuses %s with a 400 naming endDate', async (_case, change, message) => {
    const reply = await maya.browser.post('/api/events', { ...conference, ...change });
    expectFieldError(reply, 'endDate');
    expect(reply.body.error).toContain(message);
  });

  it.each([
    ['a location over 100 characters', { location: 'x'.repeat(101) }, 'location'],
    ['an all-day flag that is not a boolean', { allDay: 'yes' }, 'allDay'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    expectFieldError(await maya.browser.post('/api/events', { ...conference, ...change }), field);
  });
});

describe('changing the times', () => {
  it('checks the event the change would make, and changes nothing when refused', async () => {
    const event = await addEvent(conference);
    const tooEarly = await patch(event.id, { eventDate: '2026-12-03T20:00:00-05:00' });
    expectFieldError(tooEarly, 'endDate', 'The end must be after the start');
    expectFieldError(await patch(event.id, { endDate: '2026-12-03T17:00:00Z' }), 'endDate');
    expect((await rowOf(event.id))?.eventDate?.toISOString()).toBe('2026-12-03T23:00:00.000Z');

    const later = await patch(event.id, {
      eventDate: '2026-12-03T20:00:00-05:00',
      endDate: '2026-12-03T21:00:00-05:00',
    });
    expect(bodyOf<PlannerEvent>(later, 200)).toMatchObject({
      eventDate: '2026-12-04T01:00:00.000Z',
      endDate: '2026-12-04T02:00:00.000Z',
      location: 'Gym',
    });
  });

  it('drops the end when the event becomes all-day or loses its date', async () => {
    const allDay = await addEvent(conference);
    expect(bodyOf<PlannerEvent>(await patch(allDay.id, { allDay: true }), 200)).toMatchObject({
      allDay: true,
      endDate: null,
    });
    const undated = await addEvent(conference);
    const reply = await patch(undated.id, { eventDate: null });
    expect(bodyOf<PlannerEvent>(reply, 200)).toMatchObject({ eventDate: null, endDate: null });
  });

  it('clears the location with an empty one', async () => {
    const event = await addEvent(conference);
    expect(bodyOf<PlannerEvent>(await patch(event.id, { location: '' }), 200).location).toBeNull();
  });
});

describe('a change that does not say whether the event is all-day', () => {
  it('makes a timed event of any time but the 23:59 placeholder', async () => {
    const game = await addEvent({ title: 'Game', eventDate: '2026-12-03T18:00:00-05:00' });
    expect(game).toMatchObject({ eventDate: '2026-12-03T23:00:00.000Z', allDay: false });
    const early = await addEvent({ title: 'Breakfast', eventDate: '2026-12-04T00:00:00Z' });
    expect(early.allDay).toBe(false);
  });

  it('makes a timed event when an end is sent', async () => {
    const { title, eventDate, endDate } = conference;
    expect(await addEvent({ title, eventDate, endDate })).toMatchObject({
      allDay: false,
      endDate: '2026-12-04T00:30:00.000Z',
    });
  });

  it("reads 23:59 on the student's clock, or no date, as all-day", async () => {
    const fair = await addEvent({ title: 'Book fair', eventDate: '2026-12-10T04:59:00Z' });
    expect(fair).toMatchObject({ allDay: true, endDate: null });
    const written = await addEvent({ title: 'Fair', eventDate: '2026-12-10T23:59:00-05:00' });
    expect(written.allDay).toBe(true);
    expect(await addEvent({ title: 'Someday' })).toMatchObject({ eventDate: null, allDay: true });
  });

  it('moves an all-day event to a time of day as a timed one', async () => {
    const fair = await addEvent({ title: 'Book fair', eventDate: '2026-12-10T04:59:00Z' });
    const reply = await patch(fair.id, { eventDate: '2026-12-10T15:00:00-05:00' });
    expect(bodyOf<PlannerEvent>(reply, 200)).toMatchObject({ allDay: false });
    const kept = await addEvent({ title: 'Spirit day', eventDate: '2026-12-11T04:59:00Z' });
    const later = await patch(kept.id, { eventDate: '2026-12-12T04:59:00Z' });
    expect(bodyOf<PlannerEvent>(later, 200)).toMatchObject({ allDay: true });
  });
});

describe('a client from before times existed', () => {
  it('adds an all-day event without end or location', async () => {
    const event = await addEvent({ title: 'Book fair', eventDate: '2026-12-09T04:59:00Z' });
    expect(event).toMatchObject({ allDay: true, endDate: null, location: null });
  });

  it('can still rename an event without knowing its times', async () => {
    const event = await addEvent(conference);
    const reply = await patch(event.id, { title: 'Conferences' });
    expect(bodyOf<PlannerEvent>(reply, 200)).toMatchObject({
      title: 'Conferences',
      allDay: false,
      endDate: '2026-12-04T00:30:00.000Z',
    });
  });
});

describe('events saved before the migration', () => {
  it('become all-day, keeping their date', async () => {
    const migration = readFileSync(path.join(migrationsFolder, '0008_timed_events.sql'), 'utf8');
    expect(migration).toContain('"all_day" boolean DEFAULT true NOT NULL');
    const someone = await student(t);
    // A row as the older version inserted it names none of the new columns.
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into events (user_id, title, event_date) values ($1, 'Conferences', '2026-12-04T04:59:00Z') returning id`,
      [someone.userId],
    );
    const list = (await someone.browser.get('/api/events')).body as unknown as PlannerEvent[];
    expect(list).toEqual([
      expect.objectContaining({
        id: rows[0]?.id,
        eventDate: '2026-12-04T04:59:00.000Z',
        allDay: true,
        endDate: null,
        location: null,
      }),
    ]);
  });
});

describe('backup', () => {
  it('restores files without the new fields as all-day events', async () => {
    const someone = await student(t);
    const file = {
      version: '1.0',
      assignments: [],
      classes: [],
      events: [
        { title: 'Old concert', event_date: '2026-12-10T04:59:00Z' },
        { title: 'Old fair', eventDate: '2026-12-11T04:59:00Z', description: 'Gym' },
      ],
    };
    expect(bodyOf<RestoreSummary>(await restore(someone, file), 200)).toMatchObject({ events: 2 });
    const list = (await someone.browser.get('/api/events')).body as unknown as PlannerEvent[];
    expect(
      list.map(({ title, allDay, endDate, location }) => ({ title, allDay, endDate, location })),
    ).toEqual(
      expect.arrayContaining([
        { title: 'Old concert', allDay: true, endDate: null, location: null },
        { title: 'Old fair', allDay: true, endDate: null, location: null },
      ]),
    );
  });

  it('restores times from a file of our own, with snake_case columns too', async () => {
    const someone = await student(t);
    const file = {
      version: '1.0',
      assignments: [],
      events: [
        {
          title: 'Concert',
          event_date: '2026-12-10T23:00:00Z',
          end_date: '2026-12-11T01:00:00Z',
          all_day: false,
          location: 'Auditorium',
        },
      ],
    };
    expect(bodyOf<RestoreSummary>(await restore(someone, file), 200)).toMatchObject({ events: 1 });
    const [event] = (await someone.browser.get('/api/events')).body as unknown as PlannerEvent[];
    expect(event).toMatchObject({
      allDay: false,
      endDate: '2026-12-11T01:00:00.000Z',
      location: 'Auditorium',
    });
  });

  it('refuses a file whose event ends before it starts, naming the row and field', async () => {
    const someone = await student(t);
    const file = {
      version: '1.0',
      assignments: [],
      events: [
        {
          title: 'Backwards',
          eventDate: '2026-12-10T23:00:00Z',
          endDate: '2026-12-10T22:00:00Z',
          allDay: false,
        },
      ],
    };
    const reply = await restore(someone, file);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('events.0.endDate');
  });
});
