import {
  QUOTAS,
  type Assignment,
  type DeletedAssignment,
  type DeletedClass,
  type DeletedEvent,
  type PlannerEvent,
  type SchoolClass,
} from '@assignd/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/modules/assignments/table';
import { events } from '../src/modules/events/table';
import { focusSessions } from '../src/modules/focus/table';
import type { TestApp } from './helpers';
import {
  appWithTwoStudents,
  bodyOf,
  expectFieldError,
  randomId,
  student,
  type Student,
} from './planner-helpers';

let t: TestApp, maya: Student, omar: Student;
beforeAll(async () => ({ t, maya, omar } = await appWithTwoStudents()));
afterAll(() => t.close());

const add = async <T>(who: Student, path: string, body: Record<string, unknown>) =>
  bodyOf<T>(await who.browser.post(path, body));
const remove = async <T>(who: Student, path: string) =>
  bodyOf<T>(await who.browser.send('DELETE', path), 200);
const listOf = async <T>(who: Student, path: string) =>
  bodyOf<T[]>(await who.browser.get(path), 200);

const period = (id: string, classId: string) => ({
  id,
  label: `Period ${id}`,
  start: '8:00 AM',
  end: '8:50 AM',
  classId,
});

describe('undoing the delete of an assignment', () => {
  it('brings it back under its id, in its class, with its focus sessions tied again', async () => {
    const biology = await add<SchoolClass>(maya, '/api/classes', { name: 'Biology' });
    const report = await add<Assignment>(maya, '/api/assignments', {
      title: 'Lab report',
      classId: biology.id,
      dueDate: '2026-12-01T15:00:00.000Z',
      notes: 'Bring goggles',
    });
    const [studied] = await t.database.db
      .insert(focusSessions)
      .values({
        userId: maya.userId,
        startedAt: new Date('2026-11-20T10:00:00Z'),
        endedAt: new Date('2026-11-20T10:25:00Z'),
        minutes: 25,
        assignmentId: report.id,
      })
      .returning();

    const deleted = await remove<DeletedAssignment>(maya, `/api/assignments/${report.id}`);
    expect(deleted.assignment).toEqual(report);
    expect(deleted.focusSessionIds).toEqual([studied?.id]);
    expect(await listOf<Assignment>(maya, '/api/assignments')).not.toContainEqual(report);

    const back = bodyOf<Assignment>(
      await maya.browser.post('/api/assignments/restore', deleted),
      200,
    );
    expect(back).toEqual({ ...report, updatedAt: expect.any(String) as unknown });
    expect(await listOf<Assignment>(maya, '/api/assignments')).toContainEqual(back);
    const [session] = await t.database.db
      .select()
      .from(focusSessions)
      .where(eq(focusSessions.id, studied?.id ?? ''));
    expect(session?.assignmentId).toBe(report.id);
  });

  it('comes back unfiled when its class was deleted since', async () => {
    const art = await add<SchoolClass>(maya, '/api/classes', { name: 'Art' });
    const sketch = await add<Assignment>(maya, '/api/assignments', {
      title: 'Sketch',
      classId: art.id,
    });
    const deleted = await remove<DeletedAssignment>(maya, `/api/assignments/${sketch.id}`);
    await remove(maya, `/api/classes/${art.id}`);
    const back = bodyOf<Assignment>(
      await maya.browser.post('/api/assignments/restore', deleted),
      200,
    );
    expect(back).toMatchObject({ id: sketch.id, title: 'Sketch', classId: null });
  });

  it('is idempotent: a second undo answers the same row and adds none', async () => {
    const essay = await add<Assignment>(maya, '/api/assignments', { title: 'Essay twice' });
    const deleted = await remove<DeletedAssignment>(maya, `/api/assignments/${essay.id}`);
    const first = await maya.browser.post('/api/assignments/restore', deleted);
    const second = await maya.browser.post('/api/assignments/restore', deleted);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const rows = await t.database.db.select().from(assignments).where(eq(assignments.id, essay.id));
    expect(rows).toHaveLength(1);
  });
});

describe('undoing the delete of a class', () => {
  it('files its assignments and schedule periods under it again, except those moved since', async () => {
    const music = await add<SchoolClass>(maya, '/api/classes', {
      name: 'Music',
      color: '#10b981',
      icon: 'Music',
      room: 'M1',
      teacher: 'Mr. Lee',
    });
    const choir = await add<SchoolClass>(maya, '/api/classes', { name: 'Choir' });
    const scales = await add<Assignment>(maya, '/api/assignments', {
      title: 'Scales',
      classId: music.id,
    });
    const recital = await add<Assignment>(maya, '/api/assignments', {
      title: 'Recital',
      classId: music.id,
    });
    const saved = await maya.browser.send('PUT', '/api/schedule', {
      type: 'weekly',
      days: { '1': [period('p1', music.id)], '3': [period('p1', music.id)] },
    });
    expect(saved.status).toBe(200);

    const deleted = await remove<DeletedClass>(maya, `/api/classes/${music.id}`);
    expect(deleted.class).toEqual(music);
    expect([...deleted.assignmentIds].sort()).toEqual([scales.id, recital.id].sort());
    expect(deleted.periods).toEqual([
      { day: '1', id: 'p1' },
      { day: '3', id: 'p1' },
    ]);
    // Meanwhile the student files the recital under Choir.
    await maya.browser.send('PATCH', `/api/assignments/${recital.id}`, { classId: choir.id });

    const back = bodyOf<SchoolClass>(await maya.browser.post('/api/classes/restore', deleted), 200);
    expect(back).toEqual({ ...music, updatedAt: expect.any(String) as unknown });
    const list = await listOf<Assignment>(maya, '/api/assignments');
    expect(list.find((row) => row.id === scales.id)?.classId).toBe(music.id);
    expect(list.find((row) => row.id === recital.id)?.classId).toBe(choir.id);
    const schedule = bodyOf<{ days: Record<string, { classId: string | null }[]> }>(
      await maya.browser.get('/api/schedule'),
      200,
    );
    expect(schedule.days['1']?.[0]?.classId).toBe(music.id);
    expect(schedule.days['3']?.[0]?.classId).toBe(music.id);
  });
});

describe('undoing the delete of an event', () => {
  it('brings it back as it was', async () => {
    const fair = await add<PlannerEvent>(maya, '/api/events', {
      title: 'Science fair',
      description: 'Gym',
      eventDate: '2026-12-04T18:00:00.000Z',
    });
    const deleted = await remove<DeletedEvent>(maya, `/api/events/${fair.id}`);
    const back = bodyOf<PlannerEvent>(await maya.browser.post('/api/events/restore', deleted), 200);
    expect(back).toEqual({ ...fair, updatedAt: expect.any(String) as unknown });
  });
});

describe('a restore that is not safe', () => {
  it("refuses someone else's snapshot, or one whose id was changed, and adds nothing", async () => {
    const trip = await add<PlannerEvent>(maya, '/api/events', { title: 'Trip' });
    const deleted = await remove<DeletedEvent>(maya, `/api/events/${trip.id}`);

    const stolen = await omar.browser.post('/api/events/restore', deleted);
    expect(stolen.status).toBe(403);
    expect(stolen.body.field).toBe('token');
    const retargeted = await maya.browser.post('/api/events/restore', {
      ...deleted,
      event: { ...deleted.event, id: randomId() },
    });
    expect(retargeted.status).toBe(403);
    expect(await t.database.db.select().from(events).where(eq(events.id, trip.id))).toEqual([]);
  });

  it('answers 409 when another row holds the id', async () => {
    const quiz = await add<PlannerEvent>(maya, '/api/events', { title: 'Quiz' });
    const deleted = await remove<DeletedEvent>(maya, `/api/events/${quiz.id}`);
    await t.database.db.insert(events).values({ id: quiz.id, userId: omar.userId, title: 'Mine' });
    const reply = await maya.browser.post('/api/events/restore', deleted);
    expect(reply.status).toBe(409);
    expect(reply.body.field).toBe('event.id');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, quiz.id));
    expect(row).toMatchObject({ userId: omar.userId, title: 'Mine' });
  });

  it('answers 409 naming the quota when the student has no room left', async () => {
    const full = await student(t);
    const last = await add<PlannerEvent>(full, '/api/events', { title: 'Last' });
    const deleted = await remove<DeletedEvent>(full, `/api/events/${last.id}`);
    await t.database.db.execute(
      sql`insert into events (user_id, title)
          select ${full.userId}, 'Old ' || n from generate_series(1, ${QUOTAS.events.limit}::int) as n`,
    );
    const reply = await full.browser.post('/api/events/restore', deleted);
    expect(reply.status).toBe(409);
    expect(reply.body.field).toBe('events');
  });

  it.each([
    ['token', (body: Record<string, unknown>) => ({ ...body, token: undefined })],
    [
      'assignment.title',
      (body: Record<string, unknown>) => ({
        ...body,
        assignment: { ...(body.assignment as object), title: ' ' },
      }),
    ],
    [
      'assignment.id',
      (body: Record<string, unknown>) => ({
        ...body,
        assignment: { ...(body.assignment as object), id: 'not-an-id' },
      }),
    ],
    ['focusSessionIds.0', (body: Record<string, unknown>) => ({ ...body, focusSessionIds: [7] })],
    ['extra', (body: Record<string, unknown>) => ({ ...body, extra: true })],
  ])('answers 400 naming %s for a malformed snapshot', async (field, spoil) => {
    const note = await add<Assignment>(maya, '/api/assignments', { title: 'Note' });
    const deleted = await remove<DeletedAssignment>(maya, `/api/assignments/${note.id}`);
    const reply = await maya.browser.post('/api/assignments/restore', spoil(deleted));
    expectFieldError(reply, field);
  });
});
