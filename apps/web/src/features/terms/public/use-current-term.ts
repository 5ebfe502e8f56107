import { useMemo } from 'react';
import { currentTerm, isDayToDayClass, todayIn } from '@assignd/core';
import type { Term } from '@assignd/schemas';
import { useNow } from '@/hooks/use-now';
import { browserTimeZone } from '@/lib/time-zone';
import { useTerms } from '../api/terms';

/** Today on the student's calendar, 'YYYY-MM-DD' (the zone the server is told too). */
function useToday(): string {
  const now = useNow();
  return todayIn(now, browserTimeZone());
}

export interface CurrentTerm {
  terms: Term[];
  current: Term | null;
  today: string;
  /** Whether the day-to-day views (dashboard, calendar, pickers) show a class. */
  isDayToDay: (row: { termId: string | null }) => boolean;
}

/**
 * The term containing today (null: none; of two, the one that started last), and which classes
 * the day-to-day views show: those in no term or in a term containing today. A past term's
 * classes are archived, read on the Grades and Classes screens under their term.
 */
export function useCurrentTerm(): CurrentTerm {
  const today = useToday();
  const { data: terms } = useTerms();
  return useMemo(() => {
    const list = terms ?? [];
    const current = currentTerm(list, today);
    return {
      terms: list,
      current,
      today,
      isDayToDay: (row) => isDayToDayClass(row.termId, list, today),
    };
  }, [terms, today]);
}
