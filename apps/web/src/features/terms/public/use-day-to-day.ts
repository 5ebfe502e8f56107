import { useCallback, useMemo } from 'react';
import { useClasses } from '@/features/classes/api/classes';
import { useTerms } from '../api/terms';
import { useCurrentTerm } from './use-current-term';

/**
 * Whether the day-to-day views (dashboard, calendar, class pickers) show a class, given its id,
 * or a row filed under one, given its `classId`: not when its term does not contain today (a past
 * term's classes are archived; an upcoming term's wait). A row in no class (null) is always shown, and so is a class id the
 * cache does not know yet.
 */
export function useIsDayToDay(): (classId: string | null) => boolean {
  const { isDayToDay } = useCurrentTerm();
  const { data: classes } = useClasses();
  // Until the terms arrive every class would look archived; showing them all beats blanking the
  // views (or hiding everything for good when the terms fail to load).
  const termsKnown = useTerms().data !== undefined;
  const archived = useMemo(
    () =>
      new Set(
        termsKnown ? (classes ?? []).filter((row) => !isDayToDay(row)).map((row) => row.id) : [],
      ),
    [classes, isDayToDay, termsKnown],
  );
  return useCallback((classId) => classId === null || !archived.has(classId), [archived]);
}

/**
 * A selector for a list hook of rows filed under classes (`useAssignments(useDayToDayRows())`):
 * the rows the day-to-day views show.
 */
export function useDayToDayRows<Row extends { classId: string | null }>(): (list: Row[]) => Row[] {
  const isDayToDay = useIsDayToDay();
  return useCallback((list) => list.filter((row) => isDayToDay(row.classId)), [isDayToDay]);
}
