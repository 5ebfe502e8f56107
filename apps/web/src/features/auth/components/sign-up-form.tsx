import { signUpSchema, type SignUpInput } from '@assignd/schemas';
import { TextField } from '@/components/form/fields';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { notify } from '@/lib/notify';
import { signUpWithEmail } from '../api/auth-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { useEnterApp } from '../hooks/use-enter-app';
import { EmailField, NewPasswordField } from './auth-fields';
import { SubmitButton } from './submit-button';

interface Props {
  onAwaitingConfirmation: () => void;
  /** Where a signed-in student continues: the dashboard of their experience. */
  dashboardPath: string;
}

export function SignUpForm({ onAwaitingConfirmation, dashboardPath }: Props) {
  const enterApp = useEnterApp(dashboardPath);
  const form = useKitForm(signUpSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = async (values: SignUpInput) => {
    const result = await signUpWithEmail(values);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    if (!result.value.signedIn) {
      notify.success(AUTH_MESSAGES.confirmEmail);
      onAwaitingConfirmation();
      return;
    }
    await enterApp();
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          placeholder="Maya"
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          placeholder="Chen"
        />
      </div>
      <EmailField />
      <NewPasswordField label="Password" />
      <SubmitButton pendingLabel="Creating account...">Create Account</SubmitButton>
    </KitForm>
  );
}
