import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_IMPORT_LINES_MAX,
  ASSIGNMENT_IMPORT_TEXT_MAX,
  assignmentImportProblem,
  type ImportedAssignment,
  parseAssignmentText,
} from './assignment-import';
import { PHRASE_CASES, type PhraseCase, STUDENT_CLASSES } from './assignment-import-cases';
import { HELD_OUT_CASES } from './assignment-import-held-out';
import { localDateTimeToInstant } from './calendar';

const ZONE = 'America/New_York';
// Tuesday 2026-11-24, 10:00 in New York.
const NOW = new Date('2026-11-24T15:00:00Z');
const context = { now: NOW, timeZone: ZONE, classes: STUDENT_CLASSES };

const inNewYork = (date: string, time: string) =>
  localDateTimeToInstant(date, time, ZONE).toISOString();

const expected = (phrase: PhraseCase) => ({
  title: phrase.title,
  category: phrase.category,
  dueDate: phrase.due ? inNewYork(...phrase.due) : null,
  classId: phrase.classId,
});

const FIELDS = ['title', 'category', 'dueDate', 'classId'] as const;
const fieldsOf = (found: ImportedAssignment) =>
  Object.fromEntries(FIELDS.map((field) => [field, found[field]]));

describe('parseAssignmentText: one phrasing a line', () => {
  it.each(PHRASE_CASES)('$line', (phrase) => {
    const [found, ...more] = parseAssignmentText(phrase.line, context);
    expect(more).toEqual([]);
    expect(fieldsOf(found!)).toEqual(expected(phrase));
  });

  it('gets every field of the table right (fields right / total)', () => {
    let right = 0;
    for (const phrase of PHRASE_CASES) {
      const found = parseAssignmentText(phrase.line, context)[0];
      const want = expected(phrase);
      right += FIELDS.filter((field) => found?.[field] === want[field]).length;
    }
    expect(PHRASE_CASES.length).toBeGreaterThanOrEqual(60);
    const total = PHRASE_CASES.length * FIELDS.length;
    expect(`${right}/${total}`).toBe(`${total}/${total}`);
  });

  it('gets at least 118 of 120 fields right on held-out phrasings', () => {
    // The two misses: 'tomorrow night' is due 23:59 (not 22:00), and 'Tuesday 1pm' on a Tuesday
    // morning is read as today at 13:00 (not next week).
    const right = HELD_OUT_CASES.flatMap((phrase) => {
      const found = parseAssignmentText(phrase.line, context)[0];
      const want = expected(phrase);
      return FIELDS.filter((field) => found?.[field] === want[field]);
    }).length;
    expect(HELD_OUT_CASES.length * FIELDS.length).toBe(120);
    expect(right).toBeGreaterThanOrEqual(118);
  });
});

describe('parseAssignmentText: the student’s calendar, not the server’s', () => {
  it('reads tomorrow and weekdays in New York late in the evening, when UTC is a day ahead', () => {
    // Tuesday 22:30 in New York is already Wednesday 03:30 in UTC.
    const late = { ...context, now: new Date('2026-11-25T03:30:00Z') };
    const [essay, quiz] = parseAssignmentText('Essay due tomorrow\nQuiz Wed', late);
    expect(essay!.dueDate).toBe('2026-11-26T04:59:00.000Z');
    expect(quiz!.dueDate).toBe('2026-11-26T04:59:00.000Z');
  });

  it('keeps local times across the end of daylight saving time (2026-11-01)', () => {
    // Friday 2026-10-30, 12:00 EDT (UTC-4); from Sunday 02:00 New York is on EST (UTC-5).
    const friday = { ...context, now: new Date('2026-10-30T16:00:00Z') };
    const [sunday, monday, tomorrow] = parseAssignmentText(
      'Quiz Sunday 9am\nEssay due Monday\nRead ch 3 tmrw 5pm',
      friday,
    );
    expect(sunday!.dueDate).toBe('2026-11-01T14:00:00.000Z');
    expect(monday!.dueDate).toBe('2026-11-03T04:59:00.000Z');
    expect(tomorrow!.dueDate).toBe('2026-10-31T21:00:00.000Z');
  });

  it('reads the same words in another zone', () => {
    const auckland = { ...context, timeZone: 'Pacific/Auckland' };
    // 15:00 UTC is Wednesday 04:00 in Auckland (UTC+13).
    const [found] = parseAssignmentText('Essay due tomorrow 9am', auckland);
    expect(found!.dueDate).toBe('2026-11-25T20:00:00.000Z');
  });
});

describe('parseAssignmentText: pasted messages and syllabi', () => {
  it('skips greetings, headings and the signature of an e-mail', () => {
    const email = [
      'Subject: Homework for next week',
      'Hi class,',
      '',
      "Here is what's coming up:",
      '1) Read chapter 4 by Thursday',
      '2) Quiz on Friday',
      '',
      'Thanks,',
      'Ms. Lee',
    ].join('\n');
    expect(parseAssignmentText(email, context).map(({ title }) => title)).toEqual([
      'Read chapter 4',
      'Quiz',
    ]);
  });

  it('gives items the day and class of the heading they sit under', () => {
    const syllabus = [
      '# WEEK 12',
      'Chemistry:',
      '- Worksheet 5 due Fri',
      '- Read ch 6',
      '',
      'Monday 11/30:',
      '- Calc quiz',
      '- Essay outline by 3pm',
    ].join('\n');
    expect(parseAssignmentText(syllabus, context)).toEqual([
      expect.objectContaining({
        title: 'Worksheet 5',
        classId: 'chem',
        dueDate: inNewYork('2026-11-27', '23:59'),
      }),
      expect.objectContaining({ title: 'Read ch 6', classId: 'chem', dueDate: null }),
      expect.objectContaining({
        title: 'Calc quiz',
        classId: 'calc',
        dueDate: inNewYork('2026-11-30', '23:59'),
      }),
      expect.objectContaining({
        title: 'Essay outline',
        classId: null,
        dueDate: inNewYork('2026-11-30', '15:00'),
      }),
    ]);
  });

  it('takes a title that names no work and no date for the class of the lines under it', () => {
    const syllabus = [
      'AP Chemistry – Unit 5 Syllabus (Mr. Patel)',
      'Room 204',
      'Mon 11/30 – Read section 5.1',
      '- Bio lab report due Fri',
      'Unit 5 quiz 12/4',
    ].join('\n');
    expect(parseAssignmentText(syllabus, context)).toEqual([
      expect.objectContaining({
        title: 'Read section 5.1',
        classId: 'chem',
        classFrom: 'AP Chemistry',
      }),
      expect.objectContaining({ title: 'Bio lab report', classId: 'bio', classFrom: 'Bio' }),
      expect.objectContaining({ title: 'Unit 5 quiz', classId: 'chem', classFrom: 'AP Chemistry' }),
    ]);
  });

  it('splits a line of bullets and keeps the pasted line as the description', () => {
    const found = parseAssignmentText('• Essay due Fri • Chem quiz Mon', context);
    expect(found).toEqual([
      {
        title: 'Essay',
        description: 'Essay due Fri',
        category: 'Project',
        dueDate: inNewYork('2026-11-27', '23:59'),
        classId: null,
        classFrom: null,
      },
      {
        title: 'Chem quiz',
        description: 'Chem quiz Mon',
        category: 'Quiz',
        dueDate: inNewYork('2026-11-30', '23:59'),
        classId: 'chem',
        classFrom: 'Chem',
      },
    ]);
  });

  it('guesses no class when two classes share the word and neither is named in full', () => {
    const [found] = parseAssignmentText('History essay', context);
    expect(found!.classId).toBeNull();
  });

  it('reads long runs of spaces and punctuation in one pass', () => {
    // Each would take seconds with patterns that backtrack over the run.
    const [essay] = parseAssignmentText(`Essay${' '.repeat(19_000)}due Fri`, context);
    expect(essay).toMatchObject({ title: 'Essay', dueDate: inNewYork('2026-11-27', '23:59') });
    expect(parseAssignmentText(`Quiz${','.repeat(19_000)}b Fri`, context)).toHaveLength(1);
    expect(parseAssignmentText(`Quiz${'-'.repeat(19_000)}`, context)).toHaveLength(1);
  });

  it('finds nothing in blank text', () => {
    expect(parseAssignmentText(' \n\n\t', context)).toEqual([]);
  });
});

describe('assignmentImportProblem', () => {
  it('bounds the characters and the lines before parsing', () => {
    expect(assignmentImportProblem('x'.repeat(ASSIGNMENT_IMPORT_TEXT_MAX))).toBeNull();
    expect(assignmentImportProblem('x'.repeat(ASSIGNMENT_IMPORT_TEXT_MAX + 1))).toBe(
      'Must be at most 20000 characters',
    );
    expect(assignmentImportProblem('a\n'.repeat(ASSIGNMENT_IMPORT_LINES_MAX))).toBe(
      'Must be at most 200 lines',
    );
    expect(() => parseAssignmentText('a\n'.repeat(ASSIGNMENT_IMPORT_LINES_MAX), context)).toThrow(
      RangeError,
    );
  });
});
