import type { Assignment } from '@assignd/schemas';
import { useCallback, useState } from 'react';
import { useToggleAssignment } from '@/features/assignments/api/assignments';
import type { AssignmentDialogState } from '../public/assignment-dialog-state';

/**
 * The state behind a phone list of assignments: the add/edit dialog, the assignment waiting for
 * its delete to be confirmed, and toggling. The page renders AssignmentDialog and
 * DeleteAssignmentDialog with it.
 */
export function useAssignmentActions() {
  const { mutate: toggleMutate } = useToggleAssignment();
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);

  const openNew = useCallback(() => setDialog({ mode: 'new' }), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  // Stable callbacks let unchanged rows skip re-rendering when one row changes.
  const openEdit = useCallback(
    (assignment: Assignment) => setDialog({ mode: 'edit', assignment }),
    [],
  );
  const onToggle = useCallback(
    (assignment: Assignment, completed: boolean) => toggleMutate({ id: assignment.id, completed }),
    [toggleMutate],
  );

  return {
    dialog,
    deleting,
    openNew,
    openEdit,
    closeDialog,
    requestDelete: setDeleting,
    closeDelete,
    onToggle,
  };
}
