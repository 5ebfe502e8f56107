import { countAssignments, sortAssignments } from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAssignments, useToggleAssignment } from '@/features/assignments/api/assignments';
import type { AssignmentDialogState } from '@/features/assignments/public/assignment-dialog-state';
import { useNow } from '@/hooks/use-now';

/**
 * What a class's page knows and does, on the desktop and the phone alike: its assignments by due
 * date and their counts, the inline edit form, and the assignment dialog.
 */
export function useClassDetail(schoolClass: SchoolClass) {
  const now = useNow();
  const assignments = useAssignments();
  const toggle = useToggleAssignment();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const closeForm = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // The form's buttons are gone once it closes: give the focus back to Edit.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const mine = useMemo(
    () =>
      assignments.data &&
      sortAssignments(
        assignments.data.filter((assignment) => assignment.classId === schoolClass.id),
        'due-date',
      ),
    [assignments.data, schoolClass.id],
  );
  const counts = useMemo(() => (mine ? countAssignments(mine, now) : undefined), [mine, now]);
  // A count that could not be loaded shows a dash rather than a placeholder that never resolves.
  const missing = assignments.isError ? null : undefined;

  return {
    now,
    assignments,
    mine,
    counts,
    missing,
    editing,
    openForm: () => setEditing(true),
    closeForm,
    editButton,
    dialog,
    setDialog,
    closeDialog,
    addAssignment: () => setDialog({ mode: 'new', classId: schoolClass.id }),
    onToggle: (assignment: Assignment, completed: boolean) =>
      toggle.mutate({ id: assignment.id, completed }),
  };
}

export type ClassDetail = ReturnType<typeof useClassDetail>;
