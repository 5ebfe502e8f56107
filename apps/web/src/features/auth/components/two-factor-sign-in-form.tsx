import { type ReactNode, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { backupCodeSchema, type BackupCodeInput, type TotpCodeInput } from '@assignd/schemas';
import { TextField } from '@/components/form/fields';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
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

// Either code's form: the app's (spaces allowed, as apps show "123 456") or a backup code's.
type CodeForm = UseFormReturn<TotpCodeInput | BackupCodeInput, unknown, { code: string }>;

interface CodeStepProps extends Props {
  form: CodeForm;
  verify: (code: string) => Promise<AuthResult>;
  intro: string;
  /** The `code` field. */
  field: ReactNode;
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
  const onSubmit = async ({ code }: { code: string }) => {
    const result = await verify(code);
    if (result.ok) {
      await props.onSignedIn();
    } else if (result.message === AUTH_MESSAGES.codeStepExpired) {
      notify.error(result.message);
      props.onRestart();
    } else {
      form.setError('code', { message: result.message }, { shouldFocus: true });
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <p className="text-muted-foreground text-sm">{intro}</p>
      {field}
      <SubmitButton pendingLabel="Verifying...">Verify</SubmitButton>
      <button type="button" onClick={onSwitch} className={linkButton}>
        {switchLabel}
      </button>
    </KitForm>
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
      field={<TotpCodeField label="Authentication code" autoFocus />}
      switchLabel="Use a backup code"
    />
  );
}

function BackupCodeForm(props: Props & { onSwitch: () => void }) {
  const form = useKitForm(backupCodeSchema, { defaultValues: { code: '' } });
  return (
    <CodeStepForm
      {...props}
      form={form}
      verify={verifyBackupCode}
      intro="Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once."
      field={
        <TextField
          name="code"
          label="Backup code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          placeholder="abcde-12345"
        />
      }
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
