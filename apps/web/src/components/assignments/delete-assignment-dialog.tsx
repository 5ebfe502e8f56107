import type { Assignment } from '@assignd/schemas';
import { useState } from 'react';
import { useDeleteAssignment } from '@/api/assignments';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/**
 * Asks before deleting `assignment` (open while it is set). The delete hook shows 'Assignment
 * deleted' or 'Failed to delete assignment'.
 */
export function DeleteAssignmentDialog({
  assignment,
  onClose,
}: {
  assignment: Assignment | null;
  onClose: () => void;
}) {
  const { mutate: remove } = useDeleteAssignment();
  // The title stays while the dialog plays its closing animation after `assignment` is cleared.
  const [shown, setShown] = useState(assignment);
  if (assignment && assignment !== shown) setShown(assignment);

  return (
    <AlertDialog open={assignment !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Delete “{shown?.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this assignment? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="min-h-11">Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            className="min-h-11"
            onClick={() => {
              if (assignment) remove(assignment.id);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
