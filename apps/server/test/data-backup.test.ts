import type { BackupFile, RestoreSummary } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { busyStudent, NOTHING_RESTORED, plannerOf, restore, type Planner } from './backup-helpers';
import { bodyOf, ISO_INSTANT, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The planner as the student reads it, with each class id replaced by that class's name. */
function byClassName(planner: Planner) {
  const nameOf = new Map(planner.classes.map((c) => [c.id, c.name]));
  const named = (classId: string | null | undefined) => (classId ? nameOf.get(classId) : null);
  const withoutId = <T extends { id: string; updatedAt: string }>({
    id: _id,
    updatedAt: _updatedAt,
    ...rest
  }: T) => rest;
  const schedule = planner.schedule && structuredClone(planner.schedule);
  for (const periods of Object.values(schedule?.days ?? {})) {
    for (const period of periods) period.classId = named(period.classId) ?? null;
  }
  return {
    classes: planner.classes.map(withoutId),
    assignments: planner.assignments.map((a) => ({ ...withoutId(a), classId: named(a.classId) })),
    events: planner.events.map(withoutId),
    schedule,
  };
}

describe('export', () => {
  it("downloads the student's own planner as a version 1.0 backup file", async () => {
    const maya = await busyStudent(t);
    await busyStudent(t);
    const reply = await maya.browser.get('/api/backup');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="assignd-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json"$/,
    );
    const file = reply.body as unknown as BackupFile;
    expect(file.version).toBe('1.0');
    expect(file.exportDate).toMatch(ISO_INSTANT);
    const planner = await plannerOf(maya);
    expect(file.assignments).toEqual(planner.assignments);
    expect(file.classes).toEqual(planner.classes);
    expect(file.events).toEqual(planner.events);
    expect(file.schedule).toEqual([planner.schedule]);
  });

  it('holds an empty schedule list when there is no schedule', async () => {
    const maya = await student(t);
    const file = (await maya.browser.get('/api/backup')).body as unknown as BackupFile;
    expect(file).toMatchObject({ assignments: [], classes: [], events: [], schedule: [] });
  });
});

describe('restore', () => {
  it('brings everything back after clearing, linked to the new classes', async () => {
    const maya = await busyStudent(t);
    const before = await plannerOf(maya);
    const file = (await maya.browser.get('/api/backup')).body;
    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(await plannerOf(maya)).toEqual({
      assignments: [],
      classes: [],
      events: [],
      schedule: null,
    });

    const reply = await restore(maya, file);
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual({
      ...NOTHING_RESTORED,
      assignments: 4,
      classes: 2,
      events: 2,
      schedule: true,
    });
    const after = await plannerOf(maya);
    expect(byClassName(after)).toEqual(byClassName(before));
    // Every row is new, so ids from the file never reach the database.
    const oldIds = new Set(
      [...before.classes, ...before.assignments, ...before.events].map((r) => r.id),
    );
    for (const row of [...after.classes, ...after.assignments, ...after.events]) {
      expect(oldIds.has(row.id)).toBe(false);
    }
    const newMath = after.classes.find((c) => c.name === 'Math');
    expect(after.schedule?.days['1']?.[0]?.classId).toBe(newMath?.id);
    expect(after.assignments.find((a) => a.title === 'Quiz 2')).toMatchObject({
      classId: newMath?.id,
      completed: true,
      notes: 'Bring a calculator',
    });
  });

  it('adds nothing when the same file is restored again', async () => {
    const maya = await busyStudent(t);
    const file = (await maya.browser.get('/api/backup')).body;
    await maya.browser.send('DELETE', '/api/data');
    await restore(maya, file);
    const once = await plannerOf(maya);

    const again = await restore(maya, file);
    expect(bodyOf<RestoreSummary>(again, 200)).toEqual(NOTHING_RESTORED);
    expect(await plannerOf(maya)).toEqual(once);
  });

  it('adds nothing when the planner still holds what the file holds', async () => {
    const maya = await busyStudent(t);
    const before = await plannerOf(maya);
    const reply = await restore(maya, (await maya.browser.get('/api/backup')).body);
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual(NOTHING_RESTORED);
    expect(await plannerOf(maya)).toEqual(before);
  });

  it('adds only what is missing and replaces a different schedule', async () => {
    const maya = await busyStudent(t);
    const file = (await maya.browser.get('/api/backup')).body as unknown as BackupFile;
    const [hamlet] = file.assignments.filter((a) => a.title === 'Read Hamlet');
    await maya.browser.send('DELETE', `/api/assignments/${hamlet?.id ?? ''}`);
    await maya.browser.send('PUT', '/api/schedule', { type: 'weekly', days: {} });
    const reply = await restore(maya, file);
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual({
      ...NOTHING_RESTORED,
      assignments: 1,
      schedule: true,
    });
    const after = await plannerOf(maya);
    expect(after.assignments.map((a) => a.title).sort()).toEqual(
      file.assignments.map((a) => a.title).sort(),
    );
    expect(after.schedule?.type).toBe('rotating');
  });
});
