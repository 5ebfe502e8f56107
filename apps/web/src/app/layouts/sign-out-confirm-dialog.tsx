import { ConfirmDeleteDialog } from '@/components/confirm-dialog';

interface Props {
  /** How many changes wait to be sent; the dialog is open while it is set. */
  count: number | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before signing out while changes made offline have not reached the server. */
export function SignOutConfirmDialog({ count, onConfirm, onClose }: Props) {
  return (
    <ConfirmDeleteDialog
      item={count}
      title={(waiting) =>
        waiting === 1 ? "1 change hasn't synced yet" : `${waiting} changes haven't synced yet`
      }
      description="They stay on this device and sync the next time you sign in here. Sign out anyway?"
      confirmLabel="Sign Out"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
