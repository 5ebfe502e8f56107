import { zodResolver } from '@hookform/resolvers/zod';
import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordInput, changePasswordSchema } from '@assignd/schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showSubmitError } from '../../../api/mutation-helpers';
import { useChangePassword, useSignInMethods } from '../api/devices';
import { providerNames } from './identity-password-field';
import { SettingRow } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword'] as const;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      onDone();
    } catch (error) {
      showSubmitError(error, FIELDS, setError, 'Failed to change password. Please try again.');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('currentPassword')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </Field>
      <Field label="New password" error={errors.newPassword?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </Field>
      <DialogFooter>
        <Button type="submit" className="min-h-11 sm:min-h-9" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          Change password
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Change password' and its dialog: the current password, then the new one. */
export function ChangePasswordRow() {
  const [open, setOpen] = useState(false);
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
      <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" className="size-4" />
        Change password
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Change password</DialogTitle>
            <DialogDescription>
              Every other device is signed out; this one stays signed in.
            </DialogDescription>
          </DialogHeader>
          {open && <ChangePasswordForm onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </SettingRow>
  );
}
