import type { SchoolClass, Term } from '@assignd/schemas';
import { localDateText, TEST_CLASSES } from '@/test/component-test';

/* The terms and classes the term-aware class tests share, dated from today. */

export const PAST_ID = '0b6f1a52-3c1e-4d7a-9f10-6a2b3c4d0001';
const CURRENT_ID = '0b6f1a52-3c1e-4d7a-9f10-6a2b3c4d0002';
export const NEXT_ID = '0b6f1a52-3c1e-4d7a-9f10-6a2b3c4d0003';
export const HISTORY_ID = '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0003';

/** 'YYYY-MM-DD' of today plus `days`. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDateText(date);
}

function term(id: string, name: string, from: number, to: number): Term {
  const created = '2025-08-01T08:00:00.000Z';
  const dates = { startDate: dayFromToday(from), endDate: dayFromToday(to) };
  return { id, name, ...dates, createdAt: created, updatedAt: created };
}

/** A past, the current and a coming term, out of order as a server could list them. */
export const TERMS: Term[] = [
  term(CURRENT_ID, 'Fall term', -30, 60),
  term(PAST_ID, 'Last spring', -400, -250),
  term(NEXT_ID, 'Next term', 90, 200),
];

const [biology, art] = TEST_CLASSES as [SchoolClass, SchoolClass];

/** Biology in no term, Art in the current term, History in the past one. */
export const TERM_CLASSES: SchoolClass[] = [
  biology,
  { ...art, termId: CURRENT_ID },
  { ...biology, id: HISTORY_ID, name: 'History', termId: PAST_ID },
];
