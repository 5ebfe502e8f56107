import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from './dates';
import { createAssignmentSchema, createClassSchema, updateProfileSchema } from './planner';
import { scheduleSchema } from './schedule';
import { TEXT_MESSAGES } from './text';

const rotating = (overrides: Record<string, unknown>) => ({
  type: 'rotating',
  numDays: 2,
  dayNamingStyle: 'letters',
  periodNamingStyle: 'numbers',
  dayLabels: { '1': 'A Day', '2': 'B Day' },
  days: { '1': [], '2': [] },
  startDate: '2026-09-01',
  ...overrides,
});

/** The first issue of a failed parse and how long the parse took. */
function firstIssue(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const started = Date.now();
  const result = schema.safeParse(value) as {
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return { ms: Date.now() - started, issue: result.error?.issues[0] };
}

describe('a rotating schedule with an absurd number of days', () => {
  // The first parse builds zod's lazy internals; only the refusals themselves are timed.
  beforeAll(() => scheduleSchema.parse(rotating({})));

  it.each([1e7, 2 ** 31, 1e308, -1, 0, 9, 2.5, Number.NaN, Infinity, -Infinity])(
    'is refused at numDays within a few ms: %d',
    (numDays) => {
      const { ms, issue } = firstIssue(scheduleSchema, rotating({ numDays }));
      expect(issue?.path).toEqual(['numDays']);
      expect(ms).toBeLessThan(50);
    },
  );

  it('is refused without walking a day record of 100,000 keys', () => {
    const days = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [String(i), []]));
    const { ms, issue } = firstIssue(scheduleSchema, rotating({ numDays: 1e7, days }));
    expect(issue?.path).toEqual(['numDays']);
    const withinBounds = firstIssue(scheduleSchema, rotating({ days }));
    expect(withinBounds.issue).toMatchObject({ path: ['days'], message: 'Expected 2 to 8 days' });
    expect(ms + withinBounds.ms).toBeLessThan(100);
  });

  it('still names a day beyond the cycle', () => {
    const { issue } = firstIssue(scheduleSchema, rotating({ days: { '1': [], '3': [] } }));
    expect(issue).toMatchObject({ path: ['days', '3'], message: 'Expected days 1 to 2' });
  });

  it.each([
    ['2026-02-30', 'That date does not exist'],
    ['0000-01-01', DATE_MESSAGES.range],
    ['0', DATE_MESSAGES.calendarDate],
    ['2026-09-01T08:00:00', DATE_MESSAGES.instant],
  ])('refuses the start date %j', (startDate, message) => {
    const { issue } = firstIssue(scheduleSchema, rotating({ startDate }));
    expect(issue).toMatchObject({ path: ['startDate'], message });
  });
});

describe('every text field', () => {
  it.each([
    [createAssignmentSchema, { title: 'a\u0000' }, ['title']],
    [createAssignmentSchema, { title: 'A', description: 'x\uD800' }, ['description']],
    [createAssignmentSchema, { title: 'A', notes: '\uDFFF' }, ['notes']],
    [createClassSchema, { name: 'Math', room: 'R\u0000' }, ['room']],
    [createClassSchema, { name: 'Math', teacher: '\uD83D' }, ['teacher']],
    [updateProfileSchema, { firstName: 'Ma\u0000ya' }, ['firstName']],
    [scheduleSchema, rotating({ dayLabels: { '1': 'A\uD800' } }), ['dayLabels', '1']],
    [scheduleSchema, rotating({ currentDay: '1\u0000' }), ['currentDay']],
    [
      scheduleSchema,
      {
        type: 'weekly',
        days: { '1': [{ id: 'p', label: '\uD800', start: '8:00 AM', end: '9:00 AM' }] },
      },
      ['days', '1', 0, 'label'],
    ],
  ] as const)('refuses NUL and lone surrogates: %#', (schema, value, path) => {
    const { issue } = firstIssue(schema, value);
    expect(issue?.path).toEqual(path);
    expect([TEXT_MESSAGES.nul, TEXT_MESSAGES.surrogate]).toContain(issue?.message);
  });

  it('refuses a megabyte title by its length alone', () => {
    const { ms, issue } = firstIssue(createAssignmentSchema, { title: `${'x'.repeat(1e6)}\u0000` });
    expect(issue).toMatchObject({ path: ['title'], message: 'Must be at most 200 characters' });
    expect(ms).toBeLessThan(50);
  });

  it('reads due dates strictly', () => {
    expect(
      createAssignmentSchema.parse({ title: 'A', dueDate: '2026-11-22T07:59:00-05:00' }).dueDate,
    ).toBe('2026-11-22T12:59:00.000Z');
    const { issue } = firstIssue(createAssignmentSchema, {
      title: 'A',
      dueDate: '0000-01-01T00:00:00Z',
    });
    expect(issue).toMatchObject({ path: ['dueDate'], message: DATE_MESSAGES.range });
  });
});
