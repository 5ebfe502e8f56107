import type { SchoolClass } from '@assignd/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { classesByName, useClasses, useDeleteClass } from '@/features/classes/api/classes';
import { termsByStart } from '@/features/terms/api/terms';
import { CURRENT_TERM_VIEW } from '@/features/terms/public/term-switcher';
import { useCurrentTerm } from '@/features/terms/public/use-current-term';
import { useIsDayToDay } from '@/features/terms/public/use-day-to-day';
import type { ClassDialogState } from '../components/class-dialog-state';
import { countsByClass, NO_ASSIGNMENTS } from '../utils/progress';

/**
 * What the Classes screen knows and does on every device: the classes by name with their
 * progress, today's or one term's, the add/edit dialog, the schedule dialog and deleting.
 */
export function useClassesScreen() {
  const classes = useClasses(classesByName);
  const assignments = useAssignments();
  const remove = useDeleteClass();
  const { terms, current } = useCurrentTerm();
  const isDayToDay = useIsDayToDay();
  const [view, setView] = useState<string>(CURRENT_TERM_VIEW);
  const [dialog, setDialog] = useState<ClassDialogState>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const closeDialog = useCallback(() => setDialog(null), []);

  // A term deleted meanwhile (on another device) falls back to today's classes.
  const termId = terms.some((term) => term.id === view) ? view : CURRENT_TERM_VIEW;
  const shown = useMemo(
    () =>
      classes.data?.filter((row) =>
        termId === CURRENT_TERM_VIEW ? isDayToDay(row.id) : row.termId === termId,
      ),
    [classes.data, termId, isDayToDay],
  );
  const counts = useMemo(
    () => (assignments.data ? countsByClass(assignments.data) : undefined),
    [assignments.data],
  );

  return {
    classes,
    /** The classes of the term looked at (all of `classes` may be more). */
    shown,
    view: termId,
    setView,
    terms: useMemo(() => termsByStart(terms), [terms]),
    current,
    dialog,
    closeDialog,
    scheduleOpen,
    setScheduleOpen,
    openSchedule: () => setScheduleOpen(true),
    openNew: () => setDialog({ mode: 'new' }),
    openEdit: (schoolClass: SchoolClass) => setDialog({ mode: 'edit', schoolClass }),
    // The class's assignments stay, unfiled (spec 2, Classes).
    deleteClass: (schoolClass: SchoolClass) => remove.mutate(schoolClass.id),
    countsOf: (classId: string) => counts?.get(classId) ?? NO_ASSIGNMENTS,
    isDeleting: (classId: string) => remove.isPending && remove.variables === classId,
  };
}

export type ClassesScreen = ReturnType<typeof useClassesScreen>;
