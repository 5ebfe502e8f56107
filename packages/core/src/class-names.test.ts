import { describe, expect, it } from 'vitest';
import { classFinder, classNamed, classWordsAround } from './class-names';

const CHEMISTRY = { id: 'chem', name: 'Chemistry' };
const BIOLOGY = { id: 'bio', name: 'Biology' };
const US_HISTORY = { id: 'ush', name: 'US History' };
const WORLD_HISTORY = { id: 'wh', name: 'World History' };
const SPANISH_1 = { id: 'span1', name: 'Spanish I' };
const SPANISH_2 = { id: 'span2', name: 'Spanish II' };
const CLASSES = [
  CHEMISTRY,
  BIOLOGY,
  US_HISTORY,
  WORLD_HISTORY,
  SPANISH_1,
  SPANISH_2,
  { id: 'calc', name: 'AP Calculus BC' },
  { id: 'math', name: 'Mathematics' },
  { id: 'gov', name: 'Government' },
  { id: 'eng', name: 'English 10' },
  { id: 'art', name: 'Studio Art' },
  { id: 'cs', name: 'Computer Science' },
];

describe('classNamed: a class name as written, among the student’s classes', () => {
  it.each([
    // Case, accents and punctuation.
    ['Chemistry', 'chem'],
    ['CHEMISTRY', 'chem'],
    ['chemistry.', 'chem'],
    ['  Chemistry  ', 'chem'],
    ['Chémistry', 'chem'],
    // Level words before or after the subject.
    ['AP Chemistry', 'chem'],
    ['IB Biology HL', 'bio'],
    ['Honors Chemistry', 'chem'],
    ['Chemistry (Honors)', 'chem'],
    ['Calculus', 'calc'],
    // Course codes.
    ['CHEM 101', 'chem'],
    ['CHEM101', 'chem'],
    ['BIO-210', 'bio'],
    // Short forms: the start of a subject word, or a known one.
    ['Chem', 'chem'],
    ['Bio', 'bio'],
    ['AP Calc', 'calc'],
    ['Math', 'math'],
    ['Maths', 'math'],
    ['Govt', 'gov'],
    ['Comp Sci', 'cs'],
    ['English', 'eng'],
    ['Eng', 'eng'],
    // The whole name wins over a part of it; numbers tell levels apart.
    ['World History', 'wh'],
    ['US History', 'ush'],
    ['Spanish II', 'span2'],
    ['Spanish 2', 'span2'],
    ['Spanish I', 'span1'],
    ['Art', 'art'],
    // No subject word of any class.
    ['Physics', null],
    ['Mr. Patel', null],
    ['AP', null],
    ['101', null],
    ['', null],
    // 'Ch' is too short to stand for Chemistry.
    ['Ch', null],
    // Two classes fit as well: none.
    ['History', null],
    ['Spanish', null],
    ['Hist', null],
  ] as const)('%j -> %s', (written, id) => {
    const found = classNamed(written, CLASSES);
    expect(found?.id ?? null).toBe(id);
    if (found) expect(found.from).toBe(written.trim());
  });

  it('prefers the class whose every subject word is named', () => {
    const organic = { id: 'orgo', name: 'Organic Chemistry' };
    expect(classNamed('Chemistry', [organic, CHEMISTRY])?.id).toBe('chem');
    expect(classNamed('Organic Chem', [organic, CHEMISTRY])?.id).toBe('orgo');
  });

  it('finds nothing among no classes', () => {
    expect(classNamed('Chemistry', [])).toBeNull();
  });
});

describe('classWordsAround: the words of a line that name a class', () => {
  it.each([
    ['AP Chemistry – Unit 5 Syllabus (Mr. Patel)', 'Chemistry', 'Chemistry', 'AP Chemistry'],
    ['IB Bio HL lab', 'Bio', 'Biology', 'IB Bio HL'],
    ['CHEM 101 quiz', 'CHEM', 'Chemistry', 'CHEM 101'],
    ['Spanish II quiz Fri', 'Spanish', 'Spanish II', 'Spanish II'],
    ['Calc BC test', 'Calc', 'AP Calculus BC', 'Calc BC'],
    ['Honors-Chem worksheet', 'Chem', 'Chemistry', 'Honors-Chem'],
    // A date or a time after the class is not a course number.
    ['Chemistry 11/30 lab', 'Chemistry', 'Chemistry', 'Chemistry'],
    ['Chemistry 3:15 lab', 'Chemistry', 'Chemistry', 'Chemistry'],
    // Words that are neither levels nor the class's own stay out.
    ['Read Chemistry notes', 'Chemistry', 'Chemistry', 'Chemistry'],
    ['Unit 5 Chemistry', 'Chemistry', 'Chemistry', 'Chemistry'],
    ['Chem – 101', 'Chem', 'Chemistry', 'Chem'],
  ])('%j names %j: %j', (line, text, className, from) => {
    expect(classWordsAround(line, { index: line.indexOf(text), text }, className)).toBe(from);
  });
});

describe('classFinder', () => {
  it('finds the class of a line with the words that name it', () => {
    const find = classFinder(CLASSES);
    expect(find('AP Chemistry – Unit 5 Syllabus (Mr. Patel)')).toEqual({
      id: 'chem',
      from: 'AP Chemistry',
    });
    expect(find('Bio lab report due Fri')).toEqual({ id: 'bio', from: 'Bio' });
    expect(find('History essay')).toBeNull();
    expect(find('Essay outline')).toBeNull();
  });
});
