import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PASSWORD_MIN_LENGTH,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@assignd/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { notify } from '@/lib/notify';
import { resetPassword } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
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
      <Field label="New password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="new-password"
            placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          />
        )}
      </Field>
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
