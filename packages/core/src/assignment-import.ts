import { dueInstant, findDueDate, type FoundDate } from './assignment-import-dates';
import { namesTask } from './assignment-import-tasks';
import { categoryOf } from './assignment-import-words';
import { type ClassMatch, classFinder, type NamedClass } from './class-names';
import type { AssignmentCategory } from './constants';

/** Bounds the spec leaves open: a long syllabus fits, and one call stays well under a second. */
export const ASSIGNMENT_IMPORT_TEXT_MAX = 20_000;
export const ASSIGNMENT_IMPORT_LINES_MAX = 200;
// The assignment form's bound (LIMITS.title in @assignd/schemas).
const TITLE_MAX = 200;
// No assignment line is longer; cutting longer ones bounds the work per line.
const ITEM_MAX = 1000;

export interface ImportedAssignment {
  title: string;
  /** The line as pasted, when the title had words taken out of it. */
  description: string | null;
  category: AssignmentCategory;
  /** ISO instant. */
  dueDate: string | null;
  /** One of the student's classes the line (or the heading it sits under) names. */
  classId: string | null;
  /** The words that named that class ('AP Chemistry'); null without a class. */
  classFrom: string | null;
}

export interface ImportContext {
  now: Date;
  /** The student's IANA time zone: 'Fri' and '23:59' are read on their calendar. */
  timeZone: string;
  classes: readonly NamedClass[];
}

/** Why a text cannot be imported, checked before any parsing; null when it can. */
export function assignmentImportProblem(text: string): string | null {
  if (text.length > ASSIGNMENT_IMPORT_TEXT_MAX) {
    return `Must be at most ${ASSIGNMENT_IMPORT_TEXT_MAX} characters`;
  }
  if (text.split(/\r\n|\r|\n/).length > ASSIGNMENT_IMPORT_LINES_MAX) {
    return `Must be at most ${ASSIGNMENT_IMPORT_LINES_MAX} lines`;
  }
  return null;
}

// '-', '*', '•', '1.', '1)', '(a)', 'a.', '[ ]', '- [x]', '☐' and the like before an item.
const BULLET =
  /^\s*(?:[-*+•◦▪▫‣⁃·–—>]+\s*|\(?(?:\d{1,3}|[a-zA-Z])[.)]\s+|\(\d{1,3}\)\s*)?(?:\[[ xX]?\]\s*|[☐☑✓✔]\s*)?/;
const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b/i;
// What ends a message: the lines after it are a signature, not assignments.
const SIGN_OFF =
  /^(?:thanks|thank you|best|regards|best regards|kind regards|sincerely|cheers|see you|have a (?:great|good|nice))\b/i;
const MAIL_HEADER = /^(?:subject|from|to|cc|bcc|sent|date|re|fwd?)\s*:/i;
const SECTION_WORD = /^(?:week|unit|module|day|part|section|term|quarter|semester|chapter)\s+\S+$/i;

function isHeadingLike(line: string, hasDate: boolean): boolean {
  if (line.startsWith('#') || line.endsWith(':')) return true;
  if (SECTION_WORD.test(line)) return true;
  const letters = line.replace(/[^\p{L}]/gu, '');
  // 'ASSIGNMENTS', 'UPCOMING DEADLINES': a short line in capitals is a heading, unless it is a
  // task typed in capitals ('ESSAY DUE FRI').
  return (
    !hasDate &&
    letters.length > 2 &&
    letters === letters.toUpperCase() &&
    line.split(/\s+/).length <= 5
  );
}

// A word tying a date to the task ('due', 'by', 'on', 'for') goes with the date it stands before.
// Items have single spaces (itemsOf), so each attempt of these patterns is short.
const CONNECTOR_BEFORE = / ?\b(?:is )?(?:due|by|on|at|before|until|till|for)\b ?[:-]? ?$/i;
const LEADING_DUE = /^(?:due|by)\b ?[:-]? ?/i;
const EDGE_PUNCTUATION = new Set([' ', ',', ';', ':', '.', '-', '–', '—', '|', '/', '(']);

/** Without the punctuation at its ends ('- Essay (' -> 'Essay'), in one pass each way. */
function trimPunctuation(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE_PUNCTUATION.has(text[start]!) && text[start] !== '(') start += 1;
  while (end > start && EDGE_PUNCTUATION.has(text[end - 1]!) && text[end - 1] !== '.') end -= 1;
  return text.slice(start, end);
}

function tidy(title: string): string {
  const cleaned = trimPunctuation(
    title
      .replace(/\( ?\)|\[ ?\]/g, ' ')
      .replace(/ ([,.;:!?])/g, '$1')
      .replace(/ {2,}/g, ' '),
  )
    .replace(LEADING_DUE, '')
    .trim();
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

function withoutConnectors(text: string): string {
  let rest = text;
  for (let match = CONNECTOR_BEFORE.exec(rest); match; match = CONNECTOR_BEFORE.exec(rest)) {
    rest = rest.slice(0, match.index);
  }
  return rest;
}

/** The line without the words of its due date (and a 'due'/'by' before them), tidied. */
export function titleWithout(line: string, found: FoundDate | null): string {
  if (!found) return tidy(line);
  const before = withoutConnectors(line.slice(0, found.index));
  return tidy(`${before} ${line.slice(found.index + found.text.length)}`);
}

/**
 * Splits pasted text into items: one per line, and one per bullet of a line of bullets, each with
 * its spaces collapsed and at most ITEM_MAX characters long.
 */
function itemsOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.replace(/\s+/g, ' ').split(/ [•◦▪] /))
    .map((item) => item.replace(BULLET, '').slice(0, ITEM_MAX).trim())
    .filter((item) => item !== '');
}

interface Section {
  date: string | null;
  classMatch: ClassMatch | null;
}

/**
 * Assignments from pasted text (a syllabus, an e-mail, a list): one per line or bullet, with the
 * bullet or number stripped. Blank lines, greetings, headings, lines with no date that name no
 * work ('AP Chemistry – Unit 5 Syllabus (Mr. Patel)') and what follows a sign-off ('Thanks,') are
 * not assignments, but a heading's date and class ('Monday 11/30:', 'Chemistry:') and the class of
 * such a line apply to the items under it that name none. The date words (and a 'due'/'by' before
 * them) leave the title. One line at a time, null for a line that holds none, so a server can let
 * other requests run between lines. Throws a RangeError for text over the bounds of
 * assignmentImportProblem, which requests are checked against first.
 */
export function* importedAssignments(
  text: string,
  context: ImportContext,
): Generator<ImportedAssignment | null, void, undefined> {
  const problem = assignmentImportProblem(text);
  if (problem) throw new RangeError(problem);
  const findClass = classFinder(context.classes);
  const section: Section = { date: null, classMatch: null };
  let count = 0;
  for (const item of itemsOf(text)) {
    if (count >= ASSIGNMENT_IMPORT_LINES_MAX) return;
    if (SIGN_OFF.test(item)) break;
    if (GREETING.test(item) || MAIL_HEADER.test(item)) {
      yield null;
      continue;
    }
    const found = findDueDate(item, context.now, context.timeZone);
    const title = titleWithout(item, found);
    const classMatch = findClass(item);
    if (isHeadingLike(item, found !== null) || title === '') {
      section.date = found?.dayNamed ? found.date : null;
      section.classMatch = classMatch;
      yield null;
      continue;
    }
    if (!found && !namesTask(item)) {
      // A title, a name or a room; the class it names is the class of the lines under it.
      if (classMatch) section.classMatch = classMatch;
      yield null;
      continue;
    }
    const date = found?.dayNamed ? found.date : (section.date ?? found?.date);
    const dueDate = date ? dueInstant(date, found?.time ?? null, context.timeZone) : null;
    count += 1;
    const filed = classMatch ?? section.classMatch;
    yield {
      title: title.slice(0, TITLE_MAX),
      description: title === item ? null : item,
      category: categoryOf(item),
      dueDate,
      classId: filed?.id ?? null,
      classFrom: filed?.from ?? null,
    };
  }
}

/** Every assignment of importedAssignments at once. */
export function parseAssignmentText(text: string, context: ImportContext): ImportedAssignment[] {
  return [...importedAssignments(text, context)].filter((found) => found !== null);
}
