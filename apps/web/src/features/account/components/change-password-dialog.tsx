import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { changePasswordSchema } from '@assignd/schemas';
import { TextField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';
import { showSubmitError } from '../../../api/mutation-helpers';
import { useChangePassword, useSignInMethods } from '../api/devices';
import { providerNames } from './identity-password-field';
import { SettingRow } from '@/components/settings-section';

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useKitForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  return (
    <KitForm
      form={form}
      onSubmit={async (values) => {
        try {
          await change.mutateAsync(values);
          onDone();
        } catch (error) {
          showSubmitError(error, form, 'Failed to change password. Please try again.');
        }
      }}
    >
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <FormFooter
        className="mt-0"
        onCancel={false}
        submitLabel="Change password"
        buttonClassName="min-h-11 sm:min-h-9"
      />
    </KitForm>
  );
}

/** 'Change password' and its dialog: the current password, then the new one. */
export function ChangePasswordRow() {
  const [open, setOpen] = useState(false);
  const online = useOnline();
  const { data: methods } = useSignInMethods();
  if (methods && !methods.password) {
    // A reset link adds a password to the account; it signs every device out, this one too.
    return (
      <SettingRow
        title="Password"
        description={`You sign in with ${providerNames(methods)} and have no password. To add one, sign out and choose 'Forgot Password?' on the sign-in screen.`}
      />
    );
  }
  return (
    <SettingRow title="Password" description="Changing it signs out every other device.">
      <Button
        variant="outline"
        className="min-h-11 sm:min-h-9"
        disabled={!online}
        onClick={() => setOpen(true)}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        Change password
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Change password"
        description="Every other device is signed out; this one stays signed in."
      >
        <ChangePasswordForm onDone={() => setOpen(false)} />
      </FormDialog>
    </SettingRow>
  );
}
