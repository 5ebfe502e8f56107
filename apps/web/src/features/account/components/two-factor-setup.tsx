import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { twoFactorPasswordSchema, type TwoFactorPasswordInput } from '@assignd/schemas';
import {
  startTwoFactor,
  type TwoFactorSetup,
  verifyTotp,
} from '@/features/auth/api/two-factor-actions';
import { TotpCodeField, useTotpCodeForm } from '@/features/auth/public/totp-code-field';
import { TextField } from '@/components/form/fields';
import { FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button, buttonVariants } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSignedInDevices, useSignOutOtherDevices } from '../api/devices';
import { accountKeys } from '../api/query-keys';
import { notify } from '@/lib/notify';

/**
 * The QR code's library (about 5 KB gzip) is only needed by a student turning two-factor on: it
 * loads while they type their password, not with the Settings screen.
 */
const QRCodeSVG = lazyWithPreload(
  () => import('qrcode.react'),
  (module) => module.QRCodeSVG,
);
const QR_SIZE_PX = 176;

/** The password field of the turn-on and turn-off dialogs; `onPassword` answers an error or null. */
export function TwoFactorPasswordForm({
  submitLabel,
  destructive,
  onPassword,
}: {
  submitLabel: string;
  destructive?: boolean;
  onPassword: (password: string) => Promise<string | null>;
}) {
  const form = useKitForm(twoFactorPasswordSchema, { defaultValues: { password: '' } });

  return (
    <KitForm
      form={form}
      onSubmit={async ({ password }: TwoFactorPasswordInput) => {
        const error = await onPassword(password);
        if (error) form.setError('password', { message: error }, { shouldFocus: true });
      }}
    >
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <FormFooter
        className="mt-0"
        onCancel={false}
        submitVariant={destructive ? 'destructive' : 'primary'}
        submitLabel={submitLabel}
        buttonClassName="min-h-11 sm:min-h-9"
      />
    </KitForm>
  );
}

/** The QR code and key by hand; a first code from the app turns two-factor on. */
function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: () => void }) {
  const key = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  const form = useTotpCodeForm();
  const onSubmit = async ({ code }: { code: string }) => {
    const result = await verifyTotp(code);
    if (result.ok) onConfirmed();
    else form.setError('code', { message: result.message }, { shouldFocus: true });
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <p className="text-sm">
        Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or
        Authy).
      </p>
      <div className="justify-self-center rounded-lg bg-white p-3">
        {/* The placeholder holds the code's size, so nothing moves when it appears. */}
        <Suspense fallback={<div style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }} />}>
          <QRCodeSVG
            value={setup.totpURI}
            size={QR_SIZE_PX}
            marginSize={0}
            title="QR code for your authenticator app"
            role="img"
          />
        </Suspense>
      </div>
      <div className="grid gap-1">
        <p className="text-muted-foreground text-sm">Or enter this key in the app by hand:</p>
        <code
          aria-label="Setup key"
          className="bg-muted rounded-md px-3 py-2 font-mono text-sm break-all select-all"
        >
          {key}
        </code>
      </div>
      <TotpCodeField label="6-digit code from the app" />
      <FormFooter
        className="mt-0"
        onCancel={false}
        submitLabel="Turn on"
        buttonClassName="min-h-11 sm:min-h-9"
      />
    </KitForm>
  );
}

/** Shown once: the backup codes, to copy or download before the dialog closes. */
export function BackupCodesStep({
  codes,
  intro,
  onDone,
}: {
  codes: string[];
  intro: string;
  onDone: () => void;
}) {
  const text = `Assignd backup codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Backup codes copied');
    } catch {
      notify.error('Could not copy the codes. Select them and copy by hand.');
    }
  };
  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm">
        {intro} Save these backup codes somewhere safe: each one signs you in once if you lose your
        phone. They are not shown again.
      </p>
      <ul
        aria-label="Backup codes"
        className="bg-muted grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg p-3 font-mono text-sm select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy codes
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="assignd-backup-codes.txt"
          className={buttonVariants({ variant: 'outline', className: 'min-h-11 sm:min-h-9' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
      </div>
      <DialogFooter>
        <Button className="min-h-11 sm:min-h-9" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * After turning two-factor on: devices signed in before still are (issue 28, item 19), so the
 * student is offered to sign them out, where a stolen session would otherwise outlive the change.
 */
function OtherDevicesStep({ count, onDone }: { count: number; onDone: () => void }) {
  const signOutOthers = useSignOutOtherDevices();
  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm">
        {count === 1
          ? 'You are still signed in on 1 other device.'
          : `You are still signed in on ${count} other devices.`}{' '}
        They stay signed in without a code. Sign them out so that they need your password and a code
        from your authenticator app.
      </p>
      <DialogFooter>
        <Button variant="outline" className="min-h-11 sm:min-h-9" onClick={onDone}>
          Keep them signed in
        </Button>
        <Button
          className="min-h-11 sm:min-h-9"
          disabled={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate(undefined, { onSuccess: onDone })}
        >
          Sign out other devices
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Turning two-factor on: the password, then the QR code and a first code, then the backup codes,
 * then, when other devices are signed in, whether to sign them out.
 */
export function TwoFactorSetupFlow({
  onTurnedOn,
  onDone,
}: {
  onTurnedOn: () => void;
  onDone: () => void;
}) {
  const [step, setStep] = useState<
    | { name: 'password' }
    | { name: 'scan'; setup: TwoFactorSetup }
    | { name: 'codes'; codes: string[] }
    | { name: 'others'; count: number }
  >({ name: 'password' });
  const client = useQueryClient();
  const devices = useSignedInDevices();
  const others = devices.data?.devices.filter((device) => !device.current).length ?? 0;
  useEffect(() => {
    void QRCodeSVG.preload().catch(() => undefined);
  }, []);

  if (step.name === 'password') {
    return (
      <TwoFactorPasswordForm
        submitLabel="Continue"
        onPassword={async (password) => {
          const result = await startTwoFactor(password);
          if (!result.ok) return result.message;
          setStep({ name: 'scan', setup: result.value });
          return null;
        }}
      />
    );
  }
  if (step.name === 'scan') {
    return (
      <ScanStep
        setup={step.setup}
        onConfirmed={() => {
          onTurnedOn();
          // Turning it on renewed this session: the list is read again to tell it from the others.
          void client.invalidateQueries({ queryKey: accountKeys.signedInDevices });
          setStep({ name: 'codes', codes: step.setup.backupCodes });
        }}
      />
    );
  }
  if (step.name === 'others') return <OtherDevicesStep count={step.count} onDone={onDone} />;
  return (
    <BackupCodesStep
      codes={step.codes}
      intro="Two-factor authentication is on."
      onDone={() => (others > 0 ? setStep({ name: 'others', count: others }) : onDone())}
    />
  );
}
