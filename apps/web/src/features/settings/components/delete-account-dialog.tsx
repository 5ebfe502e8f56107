import { zodResolver } from '@hookform/resolvers/zod';
import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { deleteAccountSchema } from '@assignd/schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { showSubmitError } from '../../../api/mutation-helpers';
import { useDeleteAccount } from '../api/devices';
import { useExportData } from '../api/data';
import { IdentityPasswordField } from './identity-password-field';
import { SettingRow } from './settings-section';

// The form's field is text; an empty one is sent as no password (a Google or Apple account).
const formSchema = z.object({ password: z.string() });
type FormInput = z.infer<typeof formSchema>;

function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const exportData = useExportData({ successMessage: 'Backup downloaded' });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({ resolver: zodResolver(formSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    const input = deleteAccountSchema.safeParse(password ? { password } : {});
    if (!input.success) {
      setError('password', { message: input.error.issues[0]?.message ?? 'Invalid password' });
      return;
    }
    try {
      await remove.mutateAsync(input.data);
      // A full load to the landing page: every cache of the signed-in app goes with the account.
      window.location.assign('/');
    } catch (error) {
      showSubmitError(error, ['password'], setError, 'Failed to delete account. Please try again.');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Button
        type="button"
        variant="outline"
        className="min-h-11 sm:min-h-9"
        disabled={exportData.isPending}
        onClick={() => exportData.mutate()}
      >
        {exportData.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
        Export my data first
      </Button>
      <IdentityPasswordField registration={register('password')} error={errors.password?.message} />
      <DialogFooter>
        <Button
          type="submit"
          variant="destructive"
          className="min-h-11 sm:min-h-9"
          disabled={isSubmitting}
        >
          {isSubmitting ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
          Delete my account
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Delete account' and its confirmation, which offers the backup download first. */
export function DeleteAccountRow() {
  const [open, setOpen] = useState(false);
  return (
    <SettingRow
      title={<span className="text-destructive">Delete account</span>}
      description="Deletes your account and everything in it. It cannot be undone."
    >
      <Button variant="destructive" className="min-h-11 sm:min-h-9" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete account
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account, assignments, classes, events, schedule and study tools are deleted for
              good. Confirm with your password.
            </DialogDescription>
          </DialogHeader>
          {open && <DeleteAccountForm />}
        </DialogContent>
      </Dialog>
    </SettingRow>
  );
}
