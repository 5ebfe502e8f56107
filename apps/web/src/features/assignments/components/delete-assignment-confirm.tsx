import type { Assignment } from '@assignd/schemas';
import { useDeleteAssignment } from '@/features/assignments/api/assignments';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';

/**
 * Asks before deleting `assignment` (open while it is set). The delete hook shows 'Assignment
 * deleted' or 'Failed to delete assignment'. Loaded on first use (delete-assignment-dialog.tsx).
 */
export function DeleteAssignmentConfirm({
  assignment,
  onClose,
}: {
  assignment: Assignment | null;
  onClose: () => void;
}) {
  const { mutate: remove } = useDeleteAssignment();
  return (
    <ConfirmDeleteDialog
      item={assignment}
      title={(shown) => `Delete “${shown.title}”?`}
      description="Are you sure you want to delete this assignment? This action cannot be undone."
      onConfirm={(shown) => remove(shown.id)}
      onClose={onClose}
    />
  );
}
