import { titleWithout, type ImportContext } from './assignment-import';
import { findDueDate } from './assignment-import-dates';
import { categoryMatch, classMatcher, type WordSpan } from './assignment-import-words';
import type { AssignmentCategory } from './constants';

// Quick Add's title is at most 200 characters; a longer line is cut so one keystroke stays cheap.
const LINE_MAX = 1000;

/** What one typed line names, each with the words that name it (in the line as parsed). */
export interface QuickAddParse {
  /** The line with its runs of spaces collapsed: the text the spans index. */
  line: string;
  /** The line without the due date's words (and a 'due'/'by' before them); the line when none. */
  title: string;
  /** The local day (YYYY-MM-DD) and, when named, time (HH:mm) the line is due. */
  due: (WordSpan & { date: string; time: string | null }) | null;
  /** One of the student's classes the line names; its words stay in the title. */
  classMatch: (WordSpan & { id: string }) | null;
  /** The category the line's words name; they stay in the title ('Chem lab report'). */
  category: (WordSpan & { category: AssignmentCategory }) | null;
}

export interface QuickAddOptions {
  now: Date;
  /** The student's IANA time zone: 'fri 3pm' is read on their calendar. */
  timeZone: string;
  /** The words of a due date the student took back: they stay in the title, read as no date. */
  keepDueWords?: string | null;
}

/**
 * The parser of the assignment import for a single line typed into Quick Add or New Assignment:
 * 'chem lab report fri 3pm' names the title 'Chem lab report', Friday at 15:00, the class
 * Chemistry and the category Project. Offline and deterministic, like the import.
 */
export function quickAddParser(
  classes: ImportContext['classes'],
): (typed: string, options: QuickAddOptions) => QuickAddParse {
  const matchClass = classMatcher(classes);
  return (typed, { now, timeZone, keepDueWords }) => {
    const line = typed.slice(0, LINE_MAX).replace(/\s+/g, ' ').trim();
    const found = line === '' ? null : findDueDate(line, now, timeZone);
    const due = found && found.text !== keepDueWords ? found : null;
    return {
      line,
      title: due ? titleWithout(line, due) : line,
      due: due && { index: due.index, text: due.text, date: due.date, time: due.time },
      classMatch: line === '' ? null : matchClass(line),
      category: line === '' ? null : categoryMatch(line),
    };
  };
}
