import { classMatcher } from './assignment-import-words';

/*
 * Which of the student's classes a class name as someone wrote it means ('AP Chemistry', 'Chem',
 * 'CHEM 101' -> Chemistry), and the words around a class named in a line ('AP Chemistry' around
 * 'Chemistry'). Case, accents and punctuation do not count; neither do the words that name a
 * level rather than a subject ('AP', 'IB', 'Honors'), nor the numbers of course codes.
 */

/** One of the student's classes, as the import sees it. */
export interface NamedClass {
  id: string;
  name: string;
}

/** A class found in a text, and the words of the text it was found from ('AP Chemistry'). */
export interface ClassMatch {
  id: string;
  from: string;
}

// Words that say the level or kind of a course, not its subject.
const LEVEL_WORDS = new Set([
  'ap',
  'ib',
  'honors',
  'honours',
  'hon',
  'adv',
  'advanced',
  'accelerated',
  'intro',
  'introduction',
  'dual',
  'credit',
  'college',
  'prep',
  'level',
  'general',
  'hl',
  'sl',
]);
// Words around a subject in a class's name that name no subject ('Period 3 Chemistry class').
const FILLER_WORDS = new Set([
  'to',
  'of',
  'the',
  'and',
  'in',
  'period',
  'class',
  'course',
  'grade',
]);
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
// Short forms that do not start the word they stand for.
const ALIASES: Readonly<Record<string, string>> = {
  maths: 'mathematics',
  govt: 'government',
  stats: 'statistics',
  esp: 'spanish',
};
// Shorter than this, a word is not taken as short for a longer one ('Bio' is, 'Ch' is not).
const SHORT_MIN = 3;

/** The words of a text: lower case, without accents, letters apart from digits ('chem101'). */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A course number or level as a number ('101', 'II' and '2' alike); null for other words. */
function numberOf(word: string): number | null {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  const roman = ROMAN.indexOf(word);
  return roman === -1 ? null : roman + 1;
}

interface NameWords {
  subjects: string[];
  numbers: number[];
}

function nameWords(text: string): NameWords {
  const words = wordsOf(text);
  const numbers = words.map(numberOf).filter((number) => number !== null);
  const subjects = words.filter(
    (word) => numberOf(word) === null && !LEVEL_WORDS.has(word) && !FILLER_WORDS.has(word),
  );
  return { subjects, numbers };
}

/** 2 when the words are the same, 1 when one is a short form of the other, else 0. */
function wordFit(written: string, subject: string): number {
  if (written === subject) return 2;
  if (ALIASES[written] === subject || ALIASES[subject] === written) return 1;
  const [short, long] = written.length < subject.length ? [written, subject] : [subject, written];
  return short.length >= SHORT_MIN && long.startsWith(short) ? 1 : 0;
}

/**
 * How well a written name fits a class's name; 0 when no subject word of it does. Subject words
 * count most, then whether every subject word of the class is named ('History' is History more
 * than World History), then the course numbers both share ('Spanish 2' is Spanish II).
 */
function fitOf(written: NameWords, name: NameWords): number {
  let words = 0;
  const named = new Set<string>();
  for (const word of written.subjects) {
    let best = 0;
    for (const subject of name.subjects) {
      const fit = wordFit(word, subject);
      if (fit > 0) named.add(subject);
      best = Math.max(best, fit);
    }
    words += best;
  }
  if (words === 0) return 0;
  const whole = name.subjects.every((subject) => named.has(subject)) ? 1 : 0;
  const numbers = written.numbers.filter((number) => name.numbers.includes(number)).length;
  return words * 100 + whole * 10 + Math.min(numbers, 9);
}

/**
 * The student's class a written class name means, or null when none fits or two fit equally well
 * ('Chem' with Chemistry and Organic Chemistry is Chemistry, 'History' with US History and World
 * History is neither). `from` is the name as written.
 */
export function classNamed(written: string, classes: readonly NamedClass[]): ClassMatch | null {
  const words = nameWords(written);
  let best: { id: string; fit: number } | null = null;
  let tied = false;
  for (const candidate of classes) {
    const fit = fitOf(words, nameWords(candidate.name));
    if (fit === 0) continue;
    if (!best || fit > best.fit) {
      best = { id: candidate.id, fit };
      tied = false;
    } else if (fit === best.fit && candidate.id !== best.id) {
      tied = true;
    }
  }
  return best && !tied ? { id: best.id, from: written.trim() } : null;
}

// A word next to the words found, with at most two spaces, hyphens or dots between: a word
// before them, or one after them that is not the start of a date or time ('Chemistry 11/30').
const BEFORE = /[\p{L}\p{N}]+[ .-]{0,2}$/u;
const AFTER = /^[ .-]{0,2}[\p{L}\p{N}]+(?![\p{L}\p{N}/:])/u;

/**
 * The words of a line that name a class, from the words found ('Chemistry' at `index`) out to
 * the level words and words of the class's name before them, and the course numbers, levels and
 * words of its name after them: 'AP Chemistry', 'CHEM 101', 'Spanish II', 'Calc BC'.
 */
export function classWordsAround(
  line: string,
  found: { index: number; text: string },
  className: string,
): string {
  const own = new Set(wordsOf(className));
  const joins = (word: string, level: (word: string) => boolean) => {
    const words = wordsOf(word);
    return words.length === 1 && (level(words[0]!) || own.has(words[0]!));
  };
  let start = found.index;
  let end = found.index + found.text.length;
  for (let before = BEFORE.exec(line.slice(0, start)); before;) {
    if (!joins(before[0], (word) => LEVEL_WORDS.has(word))) break;
    start = before.index;
    before = BEFORE.exec(line.slice(0, start));
  }
  for (let after = AFTER.exec(line.slice(end)); after;) {
    if (!joins(after[0], (word) => LEVEL_WORDS.has(word) || numberOf(word) !== null)) break;
    end += after[0].length;
    after = AFTER.exec(line.slice(end));
  }
  return line.slice(start, end);
}

/**
 * The class a line names (the import's and Quick Add's rules: whole words, the strongest wins, a
 * tie is no class), with the words around it that name it ('AP Chemistry').
 */
export function classFinder(classes: readonly NamedClass[]): (line: string) => ClassMatch | null {
  const matchClass = classMatcher(classes);
  const names = new Map(classes.map(({ id, name }) => [id, name]));
  return (line) => {
    const found = matchClass(line);
    if (!found) return null;
    return { id: found.id, from: classWordsAround(line, found, names.get(found.id) ?? '') };
  };
}
