import Trash2 from 'lucide-react/icons/trash';
import { ConfirmActionDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Clear Schedule, after a confirmation (the saved schedule is removed at once). */
export function ClearScheduleButton({
  busy,
  pending,
  onConfirm,
}: {
  busy: boolean;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="destructive-ghost" disabled={busy} className="-ml-2 sm:ml-0">
          {pending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
          Clear Schedule
        </Button>
      }
      title="Clear your schedule?"
      description="Every period of your class schedule will be removed. Your classes and assignments stay. This action cannot be undone."
      confirmLabel="Clear Schedule"
      onConfirm={onConfirm}
    />
  );
}
