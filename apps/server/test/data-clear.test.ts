import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/modules/assignments/table';
import { classes } from '../src/modules/classes/table';
import { events } from '../src/modules/events/table';
import { preferences, profiles } from '../src/modules/profile/table';
import { schedules } from '../src/modules/schedule/table';
import { flashcards, studySets } from '../src/modules/study/table';
import { createTestApp, type TestApp } from './helpers';
import { student, type Student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLANNER_TABLES = { flashcards, studySets, assignments, schedules, classes, events };

/** A student with a row in every table Clear All Data empties. */
async function fullPlanner(): Promise<Student> {
  const who = await student(t);
  const { body: math } = await who.browser.post('/api/classes', { name: 'Math' });
  await who.browser.post('/api/assignments', { title: 'Problem set', classId: math.id });
  await who.browser.post('/api/events', { title: 'Pep rally' });
  await who.browser.send('PUT', '/api/schedule', { type: 'weekly', days: {} });
  const [set] = await t.database.db
    .insert(studySets)
    .values({ userId: who.userId, title: 'Spanish verbs' })
    .returning();
  if (!set) throw new Error('no study set');
  await t.database.db
    .insert(flashcards)
    .values({ userId: who.userId, studySetId: set.id, front: 'hablar', back: 'to speak' });
  return who;
}

async function countsOf(userId: string) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(PLANNER_TABLES)) {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

const EVERYTHING_ONCE = {
  flashcards: 1,
  studySets: 1,
  assignments: 1,
  schedules: 1,
  classes: 1,
  events: 1,
};
const NOTHING = {
  flashcards: 0,
  studySets: 0,
  assignments: 0,
  schedules: 0,
  classes: 0,
  events: 0,
};

describe('clear all data', () => {
  it("empties the student's planner and keeps their account, profile and preferences", async () => {
    const maya = await fullPlanner();
    expect(await countsOf(maya.userId)).toEqual(EVERYTHING_ONCE);
    const reply = await maya.browser.send('DELETE', '/api/data');
    expect(reply.status).toBe(204);
    expect(await countsOf(maya.userId)).toEqual(NOTHING);
    for (const url of ['/api/assignments', '/api/classes', '/api/events']) {
      expect((await maya.browser.get(url)).body).toEqual([]);
    }
    expect((await maya.browser.get('/api/schedule')).body).toBeNull();
    expect((await maya.browser.get('/api/profile')).body).toMatchObject({ firstName: 'Maya' });
    expect(
      await t.database.db.select().from(profiles).where(eq(profiles.userId, maya.userId)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(preferences).where(eq(preferences.userId, maya.userId)),
    ).toHaveLength(1);
  });

  it("leaves every other student's rows alone", async () => {
    const maya = await fullPlanner();
    const omar = await fullPlanner();
    await maya.browser.send('DELETE', '/api/data');
    expect(await countsOf(omar.userId)).toEqual(EVERYTHING_ONCE);
    expect((await omar.browser.get('/api/assignments')).body).toHaveLength(1);
  });

  it('deletes flashcards, study sets, assignments, schedule, classes, then events', async () => {
    const maya = await fullPlanner();
    await t.database.pool.query(`
      create table deletion_log (seq serial primary key, table_name text, user_id uuid);
      create function log_deletion() returns trigger language plpgsql as $$
        begin insert into deletion_log (table_name, user_id) values (tg_table_name, old.user_id);
        return old; end $$;
    `);
    const tables = ['flashcards', 'study_sets', 'assignments', 'schedules', 'classes', 'events'];
    for (const table of tables) {
      await t.database.pool.query(
        `create trigger log_deletion after delete on ${table} for each row execute function log_deletion()`,
      );
    }
    try {
      await maya.browser.send('DELETE', '/api/data');
      const { rows } = await t.database.pool.query<{ table_name: string }>(
        'select table_name from deletion_log where user_id = $1 order by seq',
        [maya.userId],
      );
      expect(rows.map((row) => row.table_name)).toEqual(tables);
    } finally {
      for (const table of tables) {
        await t.database.pool.query(`drop trigger log_deletion on ${table}`);
      }
      await t.database.pool.query('drop function log_deletion() cascade; drop table deletion_log');
    }
  });

  it('changes nothing when it fails part way', async () => {
    const maya = await fullPlanner();
    // Classes go after flashcards, study sets, assignments and the schedule: those must come back.
    await t.database.pool.query(`
      create function refuse_class_deletion() returns trigger language plpgsql as
        $$ begin raise exception 'classes are kept'; end $$;
      create trigger refuse_class_deletion before delete on classes
        for each row execute function refuse_class_deletion();
    `);
    try {
      expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(500);
    } finally {
      await t.database.pool.query(
        'drop trigger refuse_class_deletion on classes; drop function refuse_class_deletion();',
      );
    }
    expect(await countsOf(maya.userId)).toEqual(EVERYTHING_ONCE);
  });
});
