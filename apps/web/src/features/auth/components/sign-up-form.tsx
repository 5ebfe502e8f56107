import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signUpSchema, type SignUpInput } from '@assignd/schemas';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
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
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <Field label="First name" error={errors.firstName?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('firstName')}
              autoComplete="given-name"
              placeholder="Maya"
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('lastName')}
              autoComplete="family-name"
              placeholder="Chen"
            />
          )}
        </Field>
      </div>
      <EmailField error={errors.email?.message} registration={register('email')} />
      <NewPasswordField
        label="Password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
