import { useState } from 'react';
import { signInSchema, type SignInInput } from '@assignd/schemas';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { notify } from '@/lib/notify';
import { signInWithEmail } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { useEnterApp } from '../hooks/use-enter-app';
import { EmailField, PasswordField } from './auth-fields';
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
  const form = useKitForm(signInSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: SignInInput) => {
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
  };

  if (askingForCode) {
    return (
      <TwoFactorSignInForm
        onSignedIn={() => enterApp(AUTH_MESSAGES.welcomeBack)}
        onRestart={() => {
          form.resetField('password');
          setAskingForCode(false);
        }}
      />
    );
  }

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <EmailField />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        labelAside={
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-primary focus-visible:ring-ring cursor-pointer rounded text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
          >
            Forgot Password?
          </button>
        }
      />
      <SubmitButton pendingLabel="Signing in...">Sign In</SubmitButton>
    </KitForm>
  );
}
