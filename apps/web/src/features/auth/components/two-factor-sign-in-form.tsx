import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { backupCodeSchema, type BackupCodeInput } from '@assignd/schemas';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import type { AuthResult } from '../api/auth-actions';
import { verifyBackupCode, verifyTotp } from '../api/two-factor-actions';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { SubmitButton } from './submit-button';
import { TotpCodeField, useTotpCodeForm } from '../public/totp-code-field';

interface Props {
  /** Back to the password: the code step expired, or the student wants another account. */
  onRestart: () => void;
  onSignedIn: () => Promise<void>;
}

const linkButton =
  'text-primary focus-visible:ring-ring cursor-pointer justify-self-start rounded text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none';

type CodeForm = UseFormReturn<{ code: string }, unknown, { code: string }>;

interface CodeStepProps extends Props {
  form: CodeForm;
  verify: (code: string) => Promise<AuthResult>;
  intro: string;
  field: (registration: UseFormRegisterReturn, error: string | undefined) => ReactNode;
  switchLabel: string;
  onSwitch: () => void;
}

/**
 * One way of giving the second factor. A refused code is reported under the field; an expired
 * step (or one refused too often) goes back to the password, since no code can finish it any more.
 */
function CodeStepForm({
  form,
  verify,
  intro,
  field,
  switchLabel,
  onSwitch,
  ...props
}: CodeStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await verify(code);
    if (result.ok) {
      await props.onSignedIn();
    } else if (result.message === AUTH_MESSAGES.codeStepExpired) {
      notify.error(result.message);
      props.onRestart();
    } else {
      setError('code', { message: result.message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <p className="text-muted-foreground text-sm">{intro}</p>
      {field(register('code'), errors.code?.message)}
      <SubmitButton pending={isSubmitting} pendingLabel="Verifying...">
        Verify
      </SubmitButton>
      <button type="button" onClick={onSwitch} className={linkButton}>
        {switchLabel}
      </button>
    </form>
  );
}

function TotpForm(props: Props & { onSwitch: () => void }) {
  const form = useTotpCodeForm();
  return (
    <CodeStepForm
      {...props}
      form={form}
      verify={verifyTotp}
      intro="Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app."
      field={(registration, error) => (
        <TotpCodeField
          label="Authentication code"
          registration={registration}
          error={error}
          autoFocus
        />
      )}
      switchLabel="Use a backup code"
    />
  );
}

function BackupCodeForm(props: Props & { onSwitch: () => void }) {
  const form = useForm<BackupCodeInput>({
    resolver: zodResolver(backupCodeSchema),
    defaultValues: { code: '' },
  });
  return (
    <CodeStepForm
      {...props}
      form={form}
      verify={verifyBackupCode}
      intro="Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once."
      field={(registration, error) => (
        <Field label="Backup code" error={error}>
          {(control) => (
            <Input
              {...control}
              {...registration}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              placeholder="abcde-12345"
            />
          )}
        </Field>
      )}
      switchLabel="Use the authenticator app instead"
    />
  );
}

/** The second step of signing in to an account with two-factor on: a code from the app or a backup code. */
export function TwoFactorSignInForm(props: Props) {
  const [method, setMethod] = useState<'app' | 'backup'>('app');
  return (
    <div className="grid gap-5">
      {method === 'app' ? (
        <TotpForm {...props} onSwitch={() => setMethod('backup')} />
      ) : (
        <BackupCodeForm {...props} onSwitch={() => setMethod('app')} />
      )}
      <button type="button" onClick={props.onRestart} className={linkButton}>
        Sign in with a different account
      </button>
    </div>
  );
}
