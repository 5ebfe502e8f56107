import { describe, expect, it } from 'vitest';
import type { AssignmentLike } from './assignments';
import { assignment } from './assignments-test-rows';
import { breakdownChoices } from './breakdown-choices';

// The planner as the server lists it: newest first.
const PLANNER: AssignmentLike[] = [
  assignment({ title: 'Undated reading', classId: 'eng' }),
  assignment({ title: 'Essay', dueDate: '2026-12-20T23:59:00Z', classId: 'eng' }),
  assignment({ title: 'Done worksheet', dueDate: '2026-11-18T23:59:00Z', completed: true }),
  assignment({ title: 'Lab report', dueDate: '2026-11-28T23:59:00Z', classId: 'bio' }),
  assignment({ title: 'Worksheet 4', dueDate: '2026-11-25T23:59:00Z' }),
  assignment({ title: 'Poster', dueDate: '2026-11-24T23:59:00Z', classId: 'bio' }),
  assignment({ title: 'Unit test', dueDate: '2026-11-22T14:00:00Z' }),
  assignment({ title: 'Pop quiz', dueDate: '2026-11-20T10:00:00Z' }),
  assignment({ title: 'Ensayo de español', dueDate: '2026-11-29T23:59:00Z', classId: 'span' }),
];
const CLASS_NAMES: Record<string, string> = {
  eng: 'English 10',
  bio: 'AP Biology',
  span: 'Spanish II',
};
const classNameOf = (row: AssignmentLike) => (row.classId ? CLASS_NAMES[row.classId] : null);

describe('breakdownChoices', () => {
  it.each([
    [
      'no search: the five due soonest, overdue first',
      '',
      ['Pop quiz', 'Unit test', 'Poster', 'Worksheet 4', 'Lab report'],
      8,
    ],
    [
      'blank search: the same',
      '   ',
      ['Pop quiz', 'Unit test', 'Poster', 'Worksheet 4', 'Lab report'],
      8,
    ],
    ['a title, in any case', 'ESSAY', ['Essay'], 1],
    ['part of a word', 'sheet', ['Worksheet 4'], 1],
    ['an undated one', 'reading', ['Undated reading'], 1],
    ['a class name', 'biology', ['Poster', 'Lab report'], 2],
    ['every word, from title or class', 'report bio', ['Lab report'], 1],
    ['by class, undated last', 'english', ['Essay', 'Undated reading'], 2],
    ['without accents', 'espanol', ['Ensayo de español'], 1],
    ['never a completed one', 'done worksheet', [], 0],
    ['nothing that matches', 'calculus', [], 0],
  ] as const)('%s', (_, search, titles, matching) => {
    const choices = breakdownChoices(PLANNER, search, classNameOf);
    expect(choices.offered.map(({ title }) => title)).toEqual(titles);
    expect(choices.matching).toBe(matching);
  });

  it('offers at most five of many matches', () => {
    const many = Array.from({ length: 12 }, (_, day) =>
      assignment({
        title: `Worksheet ${day + 1}`,
        dueDate: `2026-12-${String(day + 10)}T12:00:00Z`,
      }),
    );
    const choices = breakdownChoices(many.toReversed(), 'worksheet', () => null);
    expect(choices.offered.map(({ title }) => title)).toEqual([
      'Worksheet 1',
      'Worksheet 2',
      'Worksheet 3',
      'Worksheet 4',
      'Worksheet 5',
    ]);
    expect(choices.matching).toBe(12);
  });
});
