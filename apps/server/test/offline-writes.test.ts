import { randomUUID } from 'node:crypto';
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

type Row = { id: string } & Record<string, unknown>;

// Each collection: a new row, a field two devices edit, and the values they set it to.
const collections = [
  {
    path: '/api/assignments',
    make: { title: 'Lab report', category: 'Homework' },
    field: 'title',
    other: { notes: 'bring goggles' },
  },
  { path: '/api/classes', make: { name: 'Chemistry' }, field: 'name', other: { room: 'B12' } },
  {
    path: '/api/events',
    make: { title: 'Science fair', eventDate: '2026-12-04T15:00:00.000Z' },
    field: 'title',
    other: { location: 'Gym' },
  },
] as const;

describe.each(collections)('$path, changed offline', ({ path, make, field, other }) => {
  it('makes a row under the id the device chose, and refuses an id already taken', async () => {
    const id = randomUUID();
    const row = bodyOf<Row>(await maya.browser.post(path, { ...make, id }));
    expect(row.id).toBe(id);
    const again = await maya.browser.post(path, { ...make, id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'id: this id is already taken', field: 'id' });
    expect((await omar.browser.post(path, { ...make, id })).status).toBe(409);
    expectFieldError(await maya.browser.post(path, { ...make, id: 'not-an-id' }), 'id');
  });

  it('keeps, per field, the change the server had first over an edit made without seeing it', async () => {
    const start = bodyOf<Row>(await maya.browser.post(path, make));
    const seen = start[field];
    // The laptop renames it while the phone is offline.
    const laptop = await maya.browser.send('PATCH', `${path}/${start.id}`, {
      [field]: 'Renamed on the laptop',
      base: { [field]: seen },
    });
    expect(laptop.status).toBe(200);
    expect(laptop.headers['x-assignd-replaced']).toBeUndefined();
    // The phone, back online, sends its rename and another field, both made on the old row.
    const phone = await maya.browser.send('PATCH', `${path}/${start.id}`, {
      [field]: 'Renamed on the phone',
      ...other,
      base: { [field]: seen, ...Object.fromEntries(Object.keys(other).map((k) => [k, null])) },
    });
    expect(phone.status).toBe(200);
    expect(phone.headers['x-assignd-replaced']).toBe(field);
    expect(phone.body).toMatchObject({ [field]: 'Renamed on the laptop', ...other });
    // Sent again (a replay), it is no conflict and changes nothing.
    const replay = await maya.browser.send('PATCH', `${path}/${start.id}`, {
      ...other,
      base: Object.fromEntries(Object.keys(other).map((k) => [k, null])),
    });
    expect(replay.headers['x-assignd-replaced']).toBeUndefined();
    const rows = bodyOf<Row[]>(await maya.browser.get(path), 200);
    expect(rows.find((row) => row.id === start.id)).toMatchObject({
      [field]: 'Renamed on the laptop',
      ...other,
    });
  });

  it('answers 404 to an edit of a row deleted elsewhere, and names a bad base field', async () => {
    const row = bodyOf<Row>(await maya.browser.post(path, make));
    expectFieldError(
      await maya.browser.send('PATCH', `${path}/${row.id}`, {
        [field]: 'x',
        base: { [field]: 'y'.repeat(10_000) },
      }),
      `base.${field}`,
    );
    expect((await maya.browser.send('DELETE', `${path}/${row.id}`)).status).toBe(200);
    const late = await maya.browser.send('PATCH', `${path}/${row.id}`, {
      [field]: 'Too late',
      base: { [field]: row[field] },
    });
    expect(late.status).toBe(404);
  });
});
