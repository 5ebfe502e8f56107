import { describe, expect, it } from 'vitest';
import { STUDENT_CLASSES } from './assignment-import-cases';
import { quickAddParser } from './assignment-quick-add';

const parse = quickAddParser(STUDENT_CLASSES);
const NEW_YORK = 'America/New_York';
// Tuesday 2026-11-24, 10:00 in New York.
const NOW = new Date('2026-11-24T15:00:00Z');

interface Row {
  typed: string;
  title: string;
  due: readonly [string, string | null] | null;
  classId: string | null;
  category: string | null;
}

const ROWS: readonly Row[] = [
  {
    typed: 'chem lab report fri 3pm',
    title: 'Chem lab report',
    due: ['2026-11-27', '15:00'],
    classId: 'chem',
    category: 'Project',
  },
  {
    typed: 'bio quiz tmrw',
    title: 'Bio quiz',
    due: ['2026-11-25', null],
    classId: 'bio',
    category: 'Quiz',
  },
  {
    typed: 'Essay due by 11/30',
    title: 'Essay',
    due: ['2026-11-30', null],
    classId: null,
    category: 'Project',
  },
  {
    typed: 'read ch 5 next Tuesday',
    title: 'Read ch 5',
    due: ['2026-12-01', null],
    classId: null,
    category: 'Reading',
  },
  {
    typed: 'calc hw due the 3rd at 8am',
    title: 'Calc hw',
    due: ['2026-12-03', '08:00'],
    classId: 'calc',
    category: 'Homework',
  },
  {
    typed: 'physics test day after tomorrow',
    title: 'Physics test',
    due: ['2026-11-26', null],
    classId: 'phys',
    category: 'Test',
  },
  {
    typed: 'spanish vocab end of week',
    title: 'Spanish vocab',
    due: ['2026-11-27', null],
    classId: 'span',
    category: null,
  },
  // Tied classes ('history' names two) and no date: nothing but the title.
  { typed: 'history notes', title: 'history notes', due: null, classId: null, category: null },
  // Only a date: no title is left, which the form then asks for.
  { typed: 'fri 3pm', title: '', due: ['2026-11-27', '15:00'], classId: null, category: null },
  { typed: '   ', title: '', due: null, classId: null, category: null },
];

const fieldsOf = (typed: string, now: Date, timeZone: string) => {
  const found = parse(typed, { now, timeZone });
  return {
    title: found.title,
    due: found.due && [found.due.date, found.due.time],
    classId: found.classMatch?.id ?? null,
    category: found.category?.category ?? null,
  };
};

describe('quickAddParser: one typed line', () => {
  it.each(ROWS)('$typed', ({ typed, ...want }) => {
    expect(fieldsOf(typed, NOW, NEW_YORK)).toEqual(want);
  });

  it('names the words of each field in the line as parsed', () => {
    const found = parse('chem  lab report   fri 3pm', { now: NOW, timeZone: NEW_YORK });
    expect(found.line).toBe('chem lab report fri 3pm');
    expect(found.due).toMatchObject({ index: 16, text: 'fri 3pm' });
    expect(found.classMatch).toMatchObject({ index: 0, text: 'chem' });
    expect(found.category).toMatchObject({ index: 5, text: 'lab report' });
  });

  it('keeps the words of a date the student took back in the title, and reads no date', () => {
    const found = parse('chem lab report fri 3pm', {
      now: NOW,
      timeZone: NEW_YORK,
      keepDueWords: 'fri 3pm',
    });
    expect(found.title).toBe('chem lab report fri 3pm');
    expect(found.due).toBeNull();
    // A different date typed later is read again.
    expect(
      parse('chem lab report sat 3pm', { now: NOW, timeZone: NEW_YORK, keepDueWords: 'fri 3pm' })
        .due?.date,
    ).toBe('2026-11-28');
  });

  it('cuts a very long line before reading it', () => {
    const found = parse(`essay ${'x'.repeat(5000)} tmrw`, { now: NOW, timeZone: NEW_YORK });
    expect(found.line.length).toBe(1000);
    expect(found.due).toBeNull();
  });
});

describe('quickAddParser: the student’s calendar', () => {
  it('reads tomorrow in New York at 22:30, when it is already the next day in UTC', () => {
    const lateTuesday = new Date('2026-11-25T03:30:00Z');
    expect(fieldsOf('essay tmrw', lateTuesday, NEW_YORK).due).toEqual(['2026-11-25', null]);
    expect(fieldsOf('essay tmrw', lateTuesday, 'UTC').due).toEqual(['2026-11-26', null]);
  });

  it('reads a weekday and a time across the end of daylight saving time', () => {
    // Friday 2026-10-30, 10:00 in New York (EDT); clocks go back on Sunday 2026-11-01.
    const beforeChange = new Date('2026-10-30T14:00:00Z');
    expect(fieldsOf('lab report mon 9am', beforeChange, NEW_YORK).due).toEqual([
      '2026-11-02',
      '09:00',
    ]);
    // Berlin's clocks went back a week earlier (2026-10-25): Saturday 2026-10-24, 23:30 there.
    const berlinSaturday = new Date('2026-10-24T21:30:00Z');
    expect(fieldsOf('quiz tomorrow 8am', berlinSaturday, 'Europe/Berlin').due).toEqual([
      '2026-10-25',
      '08:00',
    ]);
  });

  it('reads the same words in a zone ahead of UTC', () => {
    // Wednesday 2026-11-25, 00:00 in Tokyo while it is still Tuesday in UTC.
    const tokyoMidnight = new Date('2026-11-24T15:00:00Z');
    expect(fieldsOf('essay tmrw 5pm', tokyoMidnight, 'Asia/Tokyo').due).toEqual([
      '2026-11-26',
      '17:00',
    ]);
    expect(fieldsOf('essay fri', tokyoMidnight, 'Asia/Tokyo').due).toEqual(['2026-11-27', null]);
  });
});
