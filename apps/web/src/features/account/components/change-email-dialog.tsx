import Mail from 'lucide-react/icons/mail';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { changeEmailSchema } from '@assignd/schemas';
import { TextField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { useOnline } from '@/hooks/use-online';
import { routeMode } from '@/lib/device-mode';
import { showSubmitError } from '../../../api/mutation-helpers';
import { useChangeEmail } from '../api/email-change';
import { useAccount } from '../hooks/use-account';
import { IdentityPasswordField } from './identity-password-field';
import { PendingEmailChange } from './pending-email-change';
import { SettingRow } from '@/components/settings-section';

// The password field is text; an empty one is sent as no password (a Google or Apple account).
const formSchema = changeEmailSchema.pick({ newEmail: true }).extend({ password: z.string() });

function ChangeEmailForm({ onSent }: { onSent: (newEmail: string) => void }) {
  const change = useChangeEmail();
  // The link in the mail opens this layout's Settings.
  const layout = routeMode(useLocation().pathname);
  const form = useKitForm(formSchema, { defaultValues: { newEmail: '', password: '' } });

  const onSubmit = async ({ newEmail, password }: z.output<typeof formSchema>) => {
    const input = changeEmailSchema.safeParse({
      newEmail,
      layout,
      ...(password ? { password } : {}),
    });
    if (!input.success) {
      form.setError('password', { message: input.error.issues[0]?.message ?? 'Invalid password' });
      return;
    }
    try {
      await change.mutateAsync(input.data);
      onSent(input.data.newEmail);
    } catch (error) {
      showSubmitError(error, form, 'Failed to change e-mail. Please try again.');
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit}>
      <TextField name="newEmail" label="New e-mail" type="email" autoComplete="email" />
      <IdentityPasswordField />
      <FormFooter
        className="mt-0"
        onCancel={false}
        submitIcon={<Mail aria-hidden="true" className="size-4" />}
        submitLabel="Send confirmation link"
        buttonClassName="min-h-11 sm:min-h-9"
      />
    </KitForm>
  );
}

/** What the dialog says once the link is on its way: where it went, and what happens meanwhile. */
function LinkSent({ newEmail, email }: { newEmail: string; email: string }) {
  return (
    <div className="space-y-4">
      <div role="status" className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-medium wrap-anywhere">Check {newEmail} to confirm the change</p>
          <p className="text-muted-foreground wrap-anywhere">
            The link works for 1 hour. Until you open it, sign in with {email}.
          </p>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button className="min-h-11 sm:min-h-9">Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

/** The e-mail the student signs in with, a change waiting for its link, and the 'Change' dialog. */
export function ChangeEmailRow() {
  const { email } = useAccount();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setSentTo(null);
  };
  return (
    <SettingRow
      title="E-mail"
      description={
        <>
          <span className="break-all">{email}</span>
          <PendingEmailChange />
        </>
      }
    >
      <Button
        variant="outline"
        className="min-h-11 sm:min-h-9"
        aria-label="Change e-mail"
        disabled={!online}
        onClick={() => setOpen(true)}
      >
        <Mail aria-hidden="true" className="size-4" />
        Change
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        title="Change e-mail"
        description={
          sentTo
            ? undefined
            : 'We send a link to the new address; your e-mail changes once you open it. Until then, sign in with the one you have now.'
        }
      >
        {sentTo ? (
          <LinkSent newEmail={sentTo} email={email} />
        ) : (
          <ChangeEmailForm onSent={setSentTo} />
        )}
      </FormDialog>
    </SettingRow>
  );
}
