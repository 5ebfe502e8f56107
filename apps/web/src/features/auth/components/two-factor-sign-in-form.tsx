import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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

/**
 * Reports a refused code under the field; an expired step (or one refused too often) goes back
 * to the password, since no code can finish it any more.
 */
function useCodeResult(props: Props, showError: (message: string) => void) {
  return async (result: AuthResult) => {
    if (result.ok) {
      await props.onSignedIn();
      return;
    }
    if (result.message === AUTH_MESSAGES.codeStepExpired) {
      notify.error(result.message);
      props.onRestart();
      return;
    }
    showError(result.message);
  };
}

function TotpForm({ onUseBackupCode, ...props }: Props & { onUseBackupCode: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useTotpCodeForm();
  const handle = useCodeResult(props, (message) =>
    setError('code', { message }, { shouldFocus: true }),
  );
  const onSubmit = handleSubmit(async ({ code }) => handle(await verifyTotp(code)));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <p className="text-muted-foreground text-sm">
        Two-factor authentication is on for this account. Enter the 6-digit code from your
        authenticator app.
      </p>
      <TotpCodeField
        label="Authentication code"
        registration={register('code')}
        error={errors.code?.message}
        autoFocus
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Verifying...">
        Verify
      </SubmitButton>
      <button type="button" onClick={onUseBackupCode} className={linkButton}>
        Use a backup code
      </button>
    </form>
  );
}

function BackupCodeForm({ onUseApp, ...props }: Props & { onUseApp: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BackupCodeInput>({
    resolver: zodResolver(backupCodeSchema),
    defaultValues: { code: '' },
  });
  const handle = useCodeResult(props, (message) =>
    setError('code', { message }, { shouldFocus: true }),
  );
  const onSubmit = handleSubmit(async ({ code }) => handle(await verifyBackupCode(code)));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <p className="text-muted-foreground text-sm">
        Enter one of the backup codes you saved when you turned on two-factor authentication. Each
        code works once.
      </p>
      <Field label="Backup code" error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('code')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            placeholder="abcde-12345"
          />
        )}
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Verifying...">
        Verify
      </SubmitButton>
      <button type="button" onClick={onUseApp} className={linkButton}>
        Use the authenticator app instead
      </button>
    </form>
  );
}

/** The second step of signing in to an account with two-factor on: a code from the app or a backup code. */
export function TwoFactorSignInForm(props: Props) {
  const [method, setMethod] = useState<'app' | 'backup'>('app');
  return (
    <div className="grid gap-5">
      {method === 'app' ? (
        <TotpForm {...props} onUseBackupCode={() => setMethod('backup')} />
      ) : (
        <BackupCodeForm {...props} onUseApp={() => setMethod('app')} />
      )}
      <button type="button" onClick={props.onRestart} className={linkButton}>
        Sign in with a different account
      </button>
    </div>
  );
}
