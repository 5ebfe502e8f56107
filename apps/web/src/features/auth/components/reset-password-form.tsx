import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema, type ResetPasswordInput } from '@assignd/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { notify } from '@/lib/notify';
import { resetPassword } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { NewPasswordField } from './auth-fields';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

interface Props {
  token: string;
  onDone: () => void;
  onInvalidLink: () => void;
  onForgotPassword: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidLink, onForgotPassword }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await resetPassword(values.password, token);
    if (result.ok) {
      notify.success(AUTH_MESSAGES.passwordUpdated);
      onDone();
    } else if (result.message === AUTH_MESSAGES.invalidResetLink) {
      onInvalidLink();
    } else {
      notify.error(result.message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <NewPasswordField
        label="New password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('confirmPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Updating password...">
        Update Password
      </SubmitButton>
      <Button variant="link" onClick={onForgotPassword} className="justify-self-center text-sm">
        Request a new reset link
      </Button>
    </form>
  );
}
