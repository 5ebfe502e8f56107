import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInSchema, type SignInInput } from '@assignd/schemas';
import { Field } from '@/components/ui/field';
import { notify } from '@/lib/notify';
import { signInWithEmail } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { useEnterApp } from '../hooks/use-enter-app';
import { EmailField } from './auth-fields';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import { TwoFactorSignInForm } from './two-factor-sign-in-form';

interface Props {
  onForgotPassword: () => void;
  /** Where a signed-in student continues: the dashboard of their experience. */
  dashboardPath: string;
}

export function SignInForm({ onForgotPassword, dashboardPath }: Props) {
  const enterApp = useEnterApp(dashboardPath);
  // The password was right and the account asks for a code before it gets a session.
  const [askingForCode, setAskingForCode] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await signInWithEmail(values);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    if (result.value.twoFactor) {
      setAskingForCode(true);
      return;
    }
    await enterApp(AUTH_MESSAGES.welcomeBack);
  });

  if (askingForCode) {
    return (
      <TwoFactorSignInForm
        onSignedIn={() => enterApp(AUTH_MESSAGES.welcomeBack)}
        onRestart={() => {
          resetField('password');
          setAskingForCode(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <EmailField error={errors.email?.message} registration={register('email')} />
      <Field
        label="Password"
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-primary focus-visible:ring-ring cursor-pointer rounded text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
          >
            Forgot Password?
          </button>
        }
      >
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
