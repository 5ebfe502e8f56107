import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entryField, entryOf, formatPoints, isFilled, readPoints } from './points';

const typed = (text: string) => ({ text, unreadable: false });

describe('readPoints', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['45', 45],
    [' 45.5 ', 45.5],
    ['87.25', 87.25],
    ['100000', 100_000],
  ])('reads %j as %j', (text, value) => {
    expect(readPoints(typed(text))).toEqual({ ok: true, value });
  });

  it.each([
    ['87.125', 'At most 2 decimals'],
    ['-1', 'At least 0'],
    ['100000.01', 'At most 100,000'],
    ['abc', 'Enter a number'],
    ['Infinity', 'Enter a number'],
  ])('refuses %j with %j, as the server does', (text, error) => {
    expect(readPoints(typed(text))).toEqual({ ok: false, error });
  });

  it('refuses what the browser could not read, which it reports as empty', () => {
    expect(readPoints({ text: '', unreadable: true })).toEqual({
      ok: false,
      error: 'Enter a number',
    });
  });
});

describe('entries', () => {
  it.each([
    [null, ''],
    [45, '45'],
    [45.5, '45.5'],
  ])('starts %j as %j', (points, text) => {
    expect(entryOf(points)).toEqual({ text, unreadable: false });
  });

  it.each([
    [typed(''), false],
    [typed(' '), false],
    [typed('0'), true],
    [{ text: '', unreadable: true }, true],
  ])('%j is filled: %j', (entry, filled) => {
    expect(isFilled(entry)).toBe(filled);
  });

  it.each([
    [45, '45'],
    [45.5, '45.5'],
    [1250.25, '1,250.25'],
  ])('shows %j as %j', (points, text) => {
    expect(formatPoints(points)).toBe(text);
  });
});

describe('entryField', () => {
  const percent = z.number().min(0, 'At least 0').max(100, 'At most 100');
  const optional = entryField(percent, { value: 0 });
  const required = entryField(percent, { error: 'Enter a weight' });
  const messages = (result: z.ZodSafeParseResult<number>) =>
    result.success ? result.data : result.error.issues.map(({ message }) => message);

  it.each([
    ['60', 60, 60],
    [' 12.5 ', 12.5, 12.5],
    ['', 0, ['Enter a weight']],
    ['101', ['At most 100'], ['At most 100']],
    ['x', ['Enter a number'], ['Enter a number']],
  ])(
    'reads %j as %j (blank is 0) and %j (blank is refused)',
    (text, whenOptional, whenRequired) => {
      expect(messages(optional.safeParse(typed(text)))).toEqual(whenOptional);
      expect(messages(required.safeParse(typed(text)))).toEqual(whenRequired);
    },
  );
});
