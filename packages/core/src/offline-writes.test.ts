import { describe, expect, it } from 'vitest';
import { keepNewer, queueWrite, sameValue, type QueuedWrite } from './offline-writes';

describe('keepNewer: an edit made on top of an older version', () => {
  const current = { title: 'Lab report (final)', notes: 'bring goggles', daysOfWeek: [1, 3] };
  it.each([
    [
      'no base: the edit applies as sent (an API client, or an edit made online)',
      { title: 'Lab write-up' },
      undefined,
      { title: 'Lab write-up' },
      [],
    ],
    [
      'the field is still as the device saw it: the edit applies',
      { notes: 'bring a calculator' },
      { notes: 'bring goggles' },
      { notes: 'bring a calculator' },
      [],
    ],
    [
      'another device changed the field since: its newer value stays',
      { title: 'Lab write-up' },
      { title: 'Lab report' },
      {},
      ['title'],
    ],
    [
      'per field: the untouched one applies, the changed one is kept',
      { title: 'Lab write-up', notes: 'bring a calculator' },
      { title: 'Lab report', notes: 'bring goggles' },
      { notes: 'bring a calculator' },
      ['title'],
    ],
    [
      'both devices made the same change: nothing is lost',
      { title: 'Lab report (final)' },
      { title: 'Lab report' },
      { title: 'Lab report (final)' },
      [],
    ],
    [
      'the same edit sent twice (a replay): the second is no conflict',
      { daysOfWeek: [1, 3] },
      { daysOfWeek: [2] },
      { daysOfWeek: [1, 3] },
      [],
    ],
    [
      'lists compare by content',
      { daysOfWeek: [1, 3, 5] },
      { daysOfWeek: [1, 3] },
      { daysOfWeek: [1, 3, 5] },
      [],
    ],
  ] as const)('%s', (_, changes, base, apply, replaced) => {
    expect(keepNewer(current, changes, base)).toEqual({ apply, replaced });
  });
});

describe('sameValue', () => {
  it.each([
    [null, null, true],
    [null, undefined, false],
    ['2026-11-29T08:00:00.000Z', '2026-11-29T08:00:00.000Z', true],
    [[1, 2], [2, 1], false],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[], {}, false],
  ] as const)('%j and %j: %s', (a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
  });
});

type Entry = { key: string; write: QueuedWrite };
const entry = (key: string, write: QueuedWrite): Entry => ({ key, write });
const row = { table: 'assignments', rowId: 'a1' };
const create = entry('k1', { op: 'create', ...row, body: { title: 'Essay', completed: false } });
const edit = (key: string, changes: Record<string, unknown>, base: Record<string, unknown>) =>
  entry(key, { op: 'update', ...row, changes, base });
const remove = entry('k9', { op: 'delete', ...row });
const other = entry('o1', { op: 'create', table: 'classes', rowId: 'c1', body: { name: 'Art' } });

function queued(...entries: Entry[]): Entry[] {
  return entries.reduce<Entry[]>((queue, next) => queueWrite(queue, next), []);
}

describe('queueWrite keeps the net effect of the changes made offline', () => {
  it('sends a row made and then edited once, as made with the edits, under its first key', () => {
    expect(queued(create, other, edit('k2', { completed: true }, { completed: false }))).toEqual([
      entry('k1', { op: 'create', ...row, body: { title: 'Essay', completed: true } }),
      other,
    ]);
  });

  it('sends nothing of a row made and deleted offline', () => {
    expect(queued(create, edit('k2', { title: 'X' }, { title: 'Essay' }), other, remove)).toEqual([
      other,
    ]);
  });

  it('folds two edits into one, keeping what the device first saw of each field', () => {
    const first = edit('k2', { title: 'Essay draft' }, { title: 'Essay' });
    const second = edit(
      'k3',
      { title: 'Essay final', completed: true },
      {
        title: 'Essay draft',
        completed: false,
      },
    );
    expect(queued(first, second)).toEqual([
      edit('k2', { title: 'Essay final', completed: true }, { title: 'Essay', completed: false }),
    ]);
  });

  it('sends an edit then a delete as the delete', () => {
    expect(queued(edit('k2', { title: 'X' }, { title: 'Essay' }), other, remove)).toEqual([
      other,
      remove,
    ]);
  });

  it('adds nothing after a delete of the same row', () => {
    expect(queued(remove, edit('k2', { title: 'X' }, { title: 'Essay' }))).toEqual([remove]);
  });

  it('takes back a delete undone before it was sent, and queues an undo of one already sent', () => {
    const restore = entry('k5', { op: 'restore', ...row, body: { assignment: { id: 'a1' } } });
    expect(queued(other, remove, restore)).toEqual([other]);
    expect(queued(other, restore)).toEqual([other, restore]);
  });

  it('keeps only the last of a document put twice, and every appended entry', () => {
    const put = (key: string, days: number) =>
      entry(key, { op: 'put', target: '/api/schedule', body: { days } });
    const review = (key: string) =>
      entry(key, { op: 'append', target: '/api/flashcards/f1/reviews', body: { rating: 3 } });
    expect(queued(put('p1', 5), review('r1'), review('r2'), put('p2', 6))).toEqual([
      review('r1'),
      review('r2'),
      put('p2', 6),
    ]);
  });

  it('sends settings changed twice as one change, in the place of the first, the later value winning', () => {
    const merge = (key: string, body: Record<string, unknown>) =>
      entry(key, { op: 'merge', target: '/api/preferences', body });
    expect(
      queued(
        merge('m1', { theme: 'dark', remindersEnabled: false }),
        other,
        merge('m2', { theme: 'light' }),
      ),
    ).toEqual([merge('m1', { theme: 'light', remindersEnabled: false }), other]);
  });
});
