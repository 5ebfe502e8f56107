import { QUOTAS } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, student, type Student } from './planner-helpers';

/** The planner tables; study sets and focus sessions are tested with their routes. */
type PlannerTable = 'assignments' | 'classes' | 'events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titleColumn: Record<PlannerTable, string> = {
  assignments: 'title',
  classes: 'name',
  events: 'title',
};

/** Fills a table with `rows` rows of the student's in one statement, as years of use would. */
async function fill(who: Student, table: PlannerTable, rows: number) {
  await t.database.db.execute(
    sql`insert into ${sql.identifier(table)} (user_id, ${sql.identifier(titleColumn[table])})
        select ${who.userId}, 'Old ' || n from generate_series(1, ${rows}::int) as n`,
  );
}

async function countOf(who: Student, table: PlannerTable): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${who.userId}`,
  );
  return result.rows[0]?.n ?? -1;
}

const newRow: Record<PlannerTable, Record<string, unknown>> = {
  assignments: { title: 'Essay', category: 'Homework', completed: false },
  classes: { name: 'Biology' },
  events: { title: 'Field trip' },
};

describe('per-student quotas', () => {
  it.each(['assignments', 'classes', 'events'] as const)(
    'creates %s up to the limit, then refuses with 409 naming the limit',
    async (table) => {
      const who = await student(t);
      await fill(who, table, QUOTAS[table].limit - 1);
      bodyOf(await who.browser.post(`/api/${table}`, newRow[table]));
      const refused = await who.browser.post(`/api/${table}`, newRow[table]);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: `You have reached the limit of ${QUOTAS[table].limit.toLocaleString('en-US')} ${QUOTAS[table].noun}. Delete some old ones to add more.`,
        field: table,
      });
      expect(await countOf(who, table)).toBe(QUOTAS[table].limit);
    },
  );

  it('lets exactly the free places through when creates race', async () => {
    const who = await student(t);
    await fill(who, 'assignments', QUOTAS.assignments.limit - 2);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => who.browser.post('/api/assignments', newRow.assignments)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect(await countOf(who, 'assignments')).toBe(QUOTAS.assignments.limit);
  });

  it("counts only the student's own rows", async () => {
    const full = await student(t);
    await fill(full, 'classes', QUOTAS.classes.limit);
    const other = await student(t);
    bodyOf(await other.browser.post('/api/classes', newRow.classes));
  });
});

describe('restore within the quotas', () => {
  const assignment = (i: number) => ({
    title: `Worksheet ${i}`,
    category: 'Homework',
    completed: false,
  });

  it('refuses a file holding more rows than a table may keep with 413 naming the table', async () => {
    const who = await student(t);
    const rows = QUOTAS.assignments.limit + 1;
    const reply = await who.browser.post('/api/backup', {
      classes: [{ name: 'Math' }],
      assignments: Array.from({ length: rows }, (_, i) => assignment(i)),
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      error: 'This backup holds more than the 5,000 assignments an account can keep.',
      field: 'assignments',
    });
    expect(await countOf(who, 'classes')).toBe(0);
  });

  it('refuses, adding nothing, a file that would fill a table past its quota', async () => {
    const who = await student(t);
    await fill(who, 'events', QUOTAS.events.limit - 5);
    const reply = await who.browser.post('/api/backup', {
      classes: [{ name: 'Math' }],
      assignments: [assignment(1)],
      events: Array.from({ length: 6 }, (_, i) => ({ title: `Concert ${i}` })),
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      error:
        'Restoring this backup would add 6 events to the 4,995 you have, over the limit of 5,000. Delete some old ones first.',
      field: 'events',
    });
    expect(await countOf(who, 'classes')).toBe(0);
    expect(await countOf(who, 'assignments')).toBe(0);
    expect(await countOf(who, 'events')).toBe(QUOTAS.events.limit - 5);
  });

  it('restores a file that fills a table exactly to its quota', async () => {
    const who = await student(t);
    await fill(who, 'classes', QUOTAS.classes.limit - 2);
    const reply = await who.browser.post('/api/backup', {
      classes: [{ name: 'Math' }, { name: 'Art' }],
    });
    expect(bodyOf(reply, 200)).toMatchObject({ classes: 2 });
    expect(await countOf(who, 'classes')).toBe(QUOTAS.classes.limit);
  });
});
