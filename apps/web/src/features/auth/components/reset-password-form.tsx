import { resetPasswordSchema, type ResetPasswordInput } from '@assignd/schemas';
import { Button } from '@/components/ui/button';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { notify } from '@/lib/notify';
import { resetPassword } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { NewPasswordField, PasswordField } from './auth-fields';
import { SubmitButton } from './submit-button';

interface Props {
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
  onForgotPassword: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidLink, onForgotPassword }: Props) {
  const form = useKitForm(resetPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetPasswordInput) => {
    const result = await resetPassword(values.password, token);
    if (result.ok) {
      notify.success(AUTH_MESSAGES.passwordUpdated);
      onDone();
    } else if (result.message === AUTH_MESSAGES.invalidResetLink) {
      onInvalidLink();
    } else {
      notify.error(result.message);
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <NewPasswordField label="New password" />
      <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
      <SubmitButton pendingLabel="Updating password...">Update Password</SubmitButton>
      <Button variant="link" onClick={onForgotPassword} className="justify-self-center text-sm">
        Request a new reset link
      </Button>
    </KitForm>
  );
}
