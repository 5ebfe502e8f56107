import type { Assignment, Page } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { id: string };

/** Every page of a list, following nextCursor until it is null. */
async function allPages(who: Student, path: string, limit: number) {
  const pages: Page<Listed>[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = bodyOf<Page<Listed>>(await who.browser.get(`${path}?limit=${limit}${query}`), 200);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
}

describe('list pages', () => {
  it('pages through 1,203 assignments newest first, in the order of the whole list', async () => {
    const who = await student(t);
    // One statement gives 1,200 rows the very same creation time; only the id tells them apart.
    await t.database.db.execute(
      sql`insert into assignments (user_id, title, category)
          select ${who.userId}, 'Problem set ' || n, 'Homework' from generate_series(1, 1200) as n`,
    );
    for (const title of ['Essay', 'Lab report', 'Quiz review']) {
      bodyOf(
        await who.browser.post('/api/assignments', {
          title,
          category: 'Homework',
          completed: false,
        }),
      );
    }
    const whole = bodyOf<Assignment[]>(await who.browser.get('/api/assignments'), 200);
    expect(whole).toHaveLength(1203);
    expect(whole.slice(0, 3).map((a) => a.title)).toEqual(['Quiz review', 'Lab report', 'Essay']);

    const pages = await allPages(who, '/api/assignments', 500);
    expect(pages.map((page) => page.items.length)).toEqual([500, 500, 203]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.items)).toEqual(whole);
  });

  it('continues after the last row shown even when that row was deleted meanwhile', async () => {
    const who = await student(t);
    for (const title of ['First', 'Second', 'Third', 'Fourth']) {
      bodyOf(await who.browser.post('/api/events', { title }));
    }
    const first = bodyOf<Page<{ id: string; title: string }>>(
      await who.browser.get('/api/events?limit=2'),
      200,
    );
    expect(first.items.map((e) => e.title)).toEqual(['Fourth', 'Third']);
    expect((await who.browser.send('DELETE', `/api/events/${first.items[1]?.id}`)).status).toBe(
      200,
    );
    const second = bodyOf<Page<{ title: string }>>(
      await who.browser.get(`/api/events?limit=2&cursor=${first.nextCursor}`),
      200,
    );
    expect(second).toEqual({
      items: [
        expect.objectContaining({ title: 'Second' }),
        expect.objectContaining({ title: 'First' }),
      ],
      nextCursor: null,
    });
  });

  it('pages classes too, and an empty list is one empty page', async () => {
    const who = await student(t);
    expect(bodyOf(await who.browser.get('/api/classes?limit=10'), 200)).toEqual({
      items: [],
      nextCursor: null,
    });
    for (const name of ['Math', 'Art', 'Music'])
      bodyOf(await who.browser.post('/api/classes', { name }));
    const pages = await allPages(who, '/api/classes', 1);
    expect(pages.map((page) => page.items.length)).toEqual([1, 1, 1]);
  });

  it('takes a well-formed cursor it did not make', async () => {
    const who = await student(t);
    bodyOf(await who.browser.post('/api/classes', { name: 'Math' }));
    const cursor = Buffer.from(
      '9999-12-31T23:59:59.999999Z|3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    ).toString('base64url');
    const page = bodyOf<Page<Listed>>(
      await who.browser.get(`/api/classes?limit=5&cursor=${cursor}`),
      200,
    );
    expect(page.items).toHaveLength(1);
  });

  it("shows only the student's own rows, whatever the cursor", async () => {
    const owner = await student(t);
    const other = await student(t);
    for (const name of ['Math', 'Art']) bodyOf(await owner.browser.post('/api/classes', { name }));
    const page = bodyOf<Page<Listed>>(await owner.browser.get('/api/classes?limit=1'), 200);
    const theirs = await other.browser.get(`/api/classes?limit=5&cursor=${page.nextCursor}`);
    expect(bodyOf(theirs, 200)).toEqual({ items: [], nextCursor: null });
  });

  const longCursor = 'x'.repeat(300);
  const cursorAt = (at: string) =>
    Buffer.from(`${at}|3f2504e0-4f89-41d3-9a0c-0305e82c3301`).toString('base64url');
  it.each([
    ['limit=0', 'limit=0', 'limit'],
    ['limit=501', 'limit=501', 'limit'],
    ['limit=2.5', 'limit=2.5', 'limit'],
    ['limit=ten', 'limit=ten', 'limit'],
    ['an empty limit', 'limit=', 'limit'],
    ['two limits', 'limit=1&limit=2', 'limit'],
    ['a made-up cursor', 'limit=5&cursor=nonsense', 'cursor'],
    ['a 300-character cursor', `limit=5&cursor=${longCursor}`, 'cursor'],
    ['a cursor without a limit', 'cursor=abc', 'cursor'],
    [
      'a cursor on 30 February',
      `limit=5&cursor=${cursorAt('2026-02-30T00:00:00.000000Z')}`,
      'cursor',
    ],
    ['a cursor in year 0', `limit=5&cursor=${cursorAt('0000-01-01T00:00:00.000000Z')}`, 'cursor'],
  ])('answers 400 naming the field to %s', async (_name, query, field) => {
    const who = await student(t);
    expectFieldError(await who.browser.get(`/api/assignments?${query}`), field);
  });
});
