import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { z } from 'zod';
import { deleteAccountSchema } from '@assignd/schemas';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';
import { showSubmitError } from '../../../api/mutation-helpers';
import { useDeleteAccount } from '../api/devices';
import { useExportData } from '@/features/planner-data/api/data';
import { IdentityPasswordField } from './identity-password-field';
import { SettingRow } from '@/components/settings-section';
import { PendingButton } from '@/components/ui/pending-button';

// The form's field is text; an empty one is sent as no password (a Google or Apple account).
const formSchema = z.object({ password: z.string() });

function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const exportData = useExportData({ successMessage: 'Backup downloaded' });
  const form = useKitForm(formSchema, { defaultValues: { password: '' } });

  const onSubmit = async ({ password }: z.output<typeof formSchema>) => {
    const input = deleteAccountSchema.safeParse(password ? { password } : {});
    if (!input.success) {
      form.setError('password', { message: input.error.issues[0]?.message ?? 'Invalid password' });
      return;
    }
    try {
      await remove.mutateAsync(input.data);
      // A full load to the landing page: every cache of the signed-in app goes with the account.
      window.location.assign('/');
    } catch (error) {
      showSubmitError(error, form, 'Failed to delete account. Please try again.');
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit}>
      <PendingButton
        pending={exportData.isPending}
        icon={Download}
        type="button"
        variant="outline"
        className="min-h-11 sm:min-h-9"
        onClick={() => exportData.mutate()}
      >
        Export my data first
      </PendingButton>
      <IdentityPasswordField />
      <FormFooter
        className="mt-0"
        onCancel={false}
        submitVariant="destructive"
        submitIcon={<Trash2 aria-hidden="true" className="size-4" />}
        submitLabel="Delete my account"
        buttonClassName="min-h-11 sm:min-h-9"
      />
    </KitForm>
  );
}

/** 'Delete account' and its confirmation, which offers the backup download first. */
export function DeleteAccountRow() {
  const [open, setOpen] = useState(false);
  const online = useOnline();
  return (
    <SettingRow
      title={<span className="text-destructive">Delete account</span>}
      description="Deletes your account and everything in it. It cannot be undone."
    >
      <Button
        variant="destructive"
        className="min-h-11 sm:min-h-9"
        disabled={!online}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete account
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        description="Your account, assignments, classes, events, schedule and study tools are deleted for good. Confirm with your password."
      >
        <DeleteAccountForm />
      </FormDialog>
    </SettingRow>
  );
}
