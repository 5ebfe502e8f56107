import type { GradedItem } from '@assignd/core';
import { describe, expect, it } from 'vitest';
import {
  changedGrades,
  hasWhatIfErrors,
  withWhatIfs,
  type ExtraGrade,
  type WhatIfGrade,
} from './what-if';

const item = (id: string, earned: number | null, possible: number | null): GradedItem => ({
  id,
  categoryId: 'tests',
  pointsEarned: earned,
  pointsPossible: possible,
  excused: false,
});

const grade = (earned: string, possible: string): WhatIfGrade => ({
  earned: { text: earned, unreadable: false },
  possible: { text: possible, unreadable: false },
});

const extra = (key: string, earned: string, possible: string): ExtraGrade => ({
  key,
  categoryId: 'homework',
  ...grade(earned, possible),
});

const SAVED = [item('a', 40, 50), item('b', 18, 20)];

describe('withWhatIfs', () => {
  it.each<[string, Record<string, WhatIfGrade>, ExtraGrade[], GradedItem[]]>([
    ['no what-if: the saved grades', {}, [], SAVED],
    [
      'a what-if replaces its grade',
      { a: grade('48', '50') },
      [],
      [item('a', 48, 50), item('b', 18, 20)],
    ],
    [
      'a blank what-if leaves it ungraded, as saving it would',
      { b: grade('', '20') },
      [],
      [item('a', 40, 50), item('b', null, 20)],
    ],
    ['a what-if in error changes nothing', { a: grade('48.125', '50') }, [], SAVED],
    ['a what-if of an assignment not listed is ignored', { gone: grade('1', '2') }, [], SAVED],
    [
      'an extra grade is one more assignment',
      {},
      [extra('1', '9', '10')],
      [
        ...SAVED,
        {
          id: 'what-if:1',
          categoryId: 'homework',
          pointsEarned: 9,
          pointsPossible: 10,
          excused: false,
        },
      ],
    ],
    ['an extra grade without both points is not counted yet', {}, [extra('1', '9', '')], SAVED],
    ['an extra grade in error is not counted', {}, [extra('1', '-9', '10')], SAVED],
  ])('%s', (_, edits, extras, expected) => {
    expect(withWhatIfs(SAVED, edits, extras)).toEqual(expected);
  });
});

describe('changedGrades', () => {
  it.each<[string, Record<string, WhatIfGrade>, ReturnType<typeof changedGrades>]>([
    ['nothing typed', {}, []],
    ['typed as saved', { a: grade('40', '50'), b: grade('18.00', '20') }, []],
    [
      'a changed grade',
      { a: grade('45', '50'), b: grade('18', '20') },
      [{ id: 'a', changes: { pointsEarned: 45, pointsPossible: 50 } }],
    ],
    [
      'a cleared grade is saved as none',
      { b: grade('', '') },
      [{ id: 'b', changes: { pointsEarned: null, pointsPossible: null } }],
    ],
    ['a grade in error is not sent', { a: grade('45', 'fifty') }, []],
  ])('%s', (_, edits, expected) => {
    expect(changedGrades(SAVED, edits)).toEqual(expected);
  });
});

describe('hasWhatIfErrors', () => {
  it.each<[string, Record<string, WhatIfGrade>, ExtraGrade[], boolean]>([
    ['none typed', {}, [], false],
    ['all read', { a: grade('45', '50') }, [extra('1', '', '')], false],
    ['an edit in error', { a: grade('45', '50.001') }, [], true],
    ['an extra in error', {}, [extra('1', '1', '-1')], true],
    [
      'an input the browser could not read',
      { a: { earned: { text: '', unreadable: true }, possible: grade('', '50').possible } },
      [],
      true,
    ],
  ])('%s: %j', (_, edits, extras, expected) => {
    expect(hasWhatIfErrors(edits, extras)).toBe(expected);
  });
});
