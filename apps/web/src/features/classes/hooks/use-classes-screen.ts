import type { SchoolClass } from '@assignd/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { classesByName, useClasses, useDeleteClass } from '@/features/classes/api/classes';
import type { ClassDialogState } from '../components/class-dialog-state';
import { countsByClass, NO_ASSIGNMENTS } from '../utils/progress';

/**
 * What the Classes screen knows and does on every device: the classes by name with their
 * progress, the add/edit dialog, the schedule dialog and deleting.
 */
export function useClassesScreen() {
  const classes = useClasses(classesByName);
  const assignments = useAssignments();
  const remove = useDeleteClass();
  const [dialog, setDialog] = useState<ClassDialogState>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const closeDialog = useCallback(() => setDialog(null), []);

  const counts = useMemo(
    () => (assignments.data ? countsByClass(assignments.data) : undefined),
    [assignments.data],
  );

  return {
    classes,
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
