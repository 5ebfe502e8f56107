import type { Assignment } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import { appWithTwoStudents, bodyOf, expectFieldError, type Student } from './planner-helpers';

let t: TestApp;
let maya: Student;
let omar: Student;
beforeAll(async () => {
  ({ t, maya, omar } = await appWithTwoStudents());
});
afterAll(() => t.close());

const keyed = (key: string) => ({ 'idempotency-key': key });
let keys = 0;
const newKey = () => `replay-${Date.now()}-${(keys += 1)}`;

async function titlesOf(who: Student): Promise<string[]> {
  return bodyOf<Assignment[]>(await who.browser.get('/api/assignments'), 200).map((a) => a.title);
}

describe('a write sent again with the same Idempotency-Key', () => {
  it('answers the first result and writes nothing more', async () => {
    const key = newKey();
    const body = { title: 'Lab report', category: 'Homework' };
    const first = await maya.browser.post('/api/assignments', body, keyed(key));
    const again = await maya.browser.post('/api/assignments', body, keyed(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await titlesOf(maya)).filter((title) => title === 'Lab report')).toHaveLength(1);
  });

  it('writes once when both copies arrive at the same time', async () => {
    const key = newKey();
    const body = { title: 'Essay outline', category: 'Homework' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => maya.browser.post('/api/assignments', body, keyed(key))),
    );
    // Each copy has the first one's row, or is told to come back once that one has answered.
    const rows = answers.filter((reply) => reply.status === 201).map((reply) => reply.body);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual(rows[0]);
    for (const reply of answers.filter((r) => r.status !== 201)) {
      expect(reply.status).toBe(409);
      expect(reply.headers['retry-after']).toBe('1');
    }
    expect((await titlesOf(maya)).filter((title) => title === 'Essay outline')).toHaveLength(1);
    const later = await maya.browser.post('/api/assignments', body, keyed(key));
    expect(later.body).toEqual(rows[0]);
  });

  it('repeats a delete as its first answer, not as a 404', async () => {
    const row = bodyOf<Assignment>(
      await maya.browser.post('/api/assignments', { title: 'Quiz prep', category: 'Quiz' }),
    );
    const key = newKey();
    const first = await maya.browser.send(
      'DELETE',
      `/api/assignments/${row.id}`,
      undefined,
      keyed(key),
    );
    const again = await maya.browser.send(
      'DELETE',
      `/api/assignments/${row.id}`,
      undefined,
      keyed(key),
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses the key for a different request, and a key of the wrong shape, naming it', async () => {
    const key = newKey();
    await maya.browser.post(
      '/api/assignments',
      { title: 'Poster', category: 'Project' },
      keyed(key),
    );
    const other = await maya.browser.post(
      '/api/assignments',
      { title: 'Another poster', category: 'Project' },
      keyed(key),
    );
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      error: 'idempotency-key: this key was used for a different request',
      field: 'idempotency-key',
    });
    expectFieldError(
      await maya.browser.post('/api/assignments', { title: 'X' }, keyed('short')),
      'idempotency-key',
    );
    expectFieldError(
      await maya.browser.post('/api/assignments', { title: 'X' }, keyed('x'.repeat(101))),
      'idempotency-key',
    );
  });

  it("keeps each student's keys apart", async () => {
    const key = newKey();
    const body = { title: 'Same key, other student', category: 'Homework' };
    const mine = await maya.browser.post('/api/assignments', body, keyed(key));
    const theirs = await omar.browser.post('/api/assignments', body, keyed(key));
    expect(theirs.status).toBe(201);
    expect((theirs.body as Assignment).id).not.toBe((mine.body as Assignment).id);
    expect(await titlesOf(omar)).toContain('Same key, other student');
  });

  it('does not keep a refusal: the same key works once the input is fixed', async () => {
    const key = newKey();
    const refused = await maya.browser.post('/api/assignments', { title: '' }, keyed(key));
    expect(refused.status).toBe(400);
    const { rows } = await t.database.db.execute(
      sql`select 1 from idempotency_keys where key = ${key}`,
    );
    expect(rows).toHaveLength(0);
    const fixed = await maya.browser.post('/api/assignments', { title: 'Fixed' }, keyed(key));
    expect(fixed.status).toBe(201);
  });

  it('answers what the write committed when its first answer was lost', async () => {
    const key = newKey();
    const body = { title: 'Answer lost', category: 'Homework' };
    const first = bodyOf<Assignment>(await maya.browser.post('/api/assignments', body, keyed(key)));
    // As if the server stopped between the commit and keeping the answer, a minute ago.
    await t.database.db.execute(sql`
      update idempotency_keys set status = null, created_at = now() - interval '1 minute'
       where user_id = ${maya.userId} and key = ${key}`);
    const again = await maya.browser.post('/api/assignments', body, keyed(key));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect((await titlesOf(maya)).filter((title) => title === 'Answer lost')).toHaveLength(1);
  });
});
