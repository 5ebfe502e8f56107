import type { AssignmentCategory } from './constants';

/*
 * Category and class from the words of an imported line. Matching is case-insensitive on whole
 * words (letters and digits next to a term make it another word: 'latest' is not 'test').
 */

const wholeWord = (pattern: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * First match wins, so a line naming several is filed by the strongest: 'quiz on chapter 5' is a
 * Quiz, 'essay on the reading' a Project. 'final' is a Test unless it qualifies a piece of work
 * ('final draft', 'final project'). Chapters with exercises are Homework, not Reading.
 */
const CATEGORY_WORDS: readonly (readonly [AssignmentCategory, RegExp])[] = [
  ['Quiz', wholeWord('quiz|quizzes|pop quiz')],
  [
    'Test',
    wholeWord(
      'tests?|exams?|midterms?|mid-terms?|finals?(?!\\s+(?:draft|project|essay|paper|presentation|report|copy|version))',
    ),
  ],
  ['Project', wholeWord('projects?|essays?|lab reports?|papers?|presentations?|posters?')],
  ['Homework', wholeWord('worksheets?|problems|exercises|questions|hw|homework')],
  ['Reading', wholeWord('read|reading|chapters?|ch\\.?|chs?\\.?')],
];

/** Where a line names something: the words and their position in it. */
export interface WordSpan {
  index: number;
  text: string;
}

/** The first of the patterns, in order, that the line holds: its key and the words matched. */
function firstMatch<K>(
  patterns: readonly (readonly [K, RegExp])[],
  line: string,
): (WordSpan & { key: K }) | null {
  for (const [key, pattern] of patterns) {
    const match = pattern.exec(line);
    if (match) return { key, index: match.index, text: match[0] };
  }
  return null;
}

/** The category the words of a line name, and those words; null when none does. */
export function categoryMatch(line: string): (WordSpan & { category: AssignmentCategory }) | null {
  const found = firstMatch(CATEGORY_WORDS, line);
  return found && { category: found.key, index: found.index, text: found.text };
}

export function categoryOf(line: string): AssignmentCategory {
  return categoryMatch(line)?.category ?? 'Homework';
}

interface ClassName {
  id: string;
  name: string;
}

/** What students write for the subject words of class names. */
const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  chemistry: ['chem'],
  biology: ['bio'],
  calculus: ['calc'],
  english: ['eng', 'engl'],
  history: ['hist'],
  spanish: ['span', 'esp'],
  physics: ['phys'],
  economics: ['econ'],
  psychology: ['psych'],
  government: ['gov', 'govt'],
  literature: ['lit'],
  algebra: ['alg'],
  geometry: ['geom'],
  trigonometry: ['trig'],
  statistics: ['stats', 'stat'],
  mathematics: ['math', 'maths'],
  science: ['sci'],
  german: ['ger'],
  geography: ['geo'],
};

// Words of class names that name no subject ('AP Chemistry', 'English 10 Honors').
const GENERIC_WORDS = new Set([
  'ap',
  'ib',
  'honors',
  'honours',
  'hon',
  'intro',
  'introduction',
  'to',
  'of',
  'the',
  'and',
  'advanced',
  'adv',
  'general',
  'period',
  'class',
  'course',
  'grade',
  'accelerated',
  'college',
  'prep',
  'dual',
  'credit',
  'level',
  'studies',
]);

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The terms that name a class, strongest first: its full name (3), each subject word of it with
 * at least 3 letters (2), and the short forms of those words (1).
 */
function termsOf(name: string): { term: string; score: number }[] {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word) && !/^\d+$/.test(word));
  return [
    { term: name.trim(), score: 3 },
    ...words.map((word) => ({ term: word, score: 2 })),
    ...words.flatMap((word) => (SHORT_FORMS[word] ?? []).map((term) => ({ term, score: 1 }))),
  ];
}

/** The first of a class's terms (strongest first) found in the line, with its words. */
/**
 * Finds the class a line names, with the words that name it, or null. The strongest term found
 * wins ('AP Chemistry' over 'chem'); when classes tie on their strongest term ('history' with US
 * History and World History), no class is found rather than a wrong one.
 */
export function classMatcher(
  classes: readonly ClassName[],
): (line: string) => (WordSpan & { id: string }) | null {
  const named = classes.map((candidate) => ({
    id: candidate.id,
    terms: termsOf(candidate.name).map(
      ({ term, score }) => [score, wholeWord(escape(term))] as const,
    ),
  }));
  return (line) => {
    let best: (WordSpan & { id: string; score: number }) | null = null;
    let tied = false;
    for (const candidate of named) {
      const span = firstMatch(candidate.terms, line);
      if (!span) continue;
      if (!best || span.key > best.score) {
        best = { id: candidate.id, score: span.key, index: span.index, text: span.text };
        tied = false;
      } else if (span.key === best.score && best.id !== candidate.id) {
        tied = true;
      }
    }
    return best && !tied ? { id: best.id, index: best.index, text: best.text } : null;
  };
}
