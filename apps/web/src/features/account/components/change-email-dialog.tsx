import Mail from 'lucide-react/icons/mail';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { changeEmailSchema } from '@assignd/schemas';
import { TextField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { routeMode } from '@/lib/device-mode';
import { showSubmitError } from '../../../api/mutation-helpers';
import { useChangeEmail } from '../api/devices';
import { useAccount } from '../hooks/use-account';
import { IdentityPasswordField } from './identity-password-field';
import { SettingRow } from '@/components/settings-section';

// The password field is text; an empty one is sent as no password (a Google or Apple account).
const formSchema = changeEmailSchema.pick({ newEmail: true }).extend({ password: z.string() });

function ChangeEmailForm({ onDone }: { onDone: () => void }) {
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
      onDone();
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

/** The e-mail the student signs in with, and its 'Change' dialog: new address and password. */
export function ChangeEmailRow() {
  const { email } = useAccount();
  const [open, setOpen] = useState(false);
  return (
    <SettingRow title="E-mail" description={<span className="break-all">{email}</span>}>
      <Button
        variant="outline"
        className="min-h-11 sm:min-h-9"
        aria-label="Change e-mail"
        onClick={() => setOpen(true)}
      >
        <Mail aria-hidden="true" className="size-4" />
        Change
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Change e-mail"
        description="We send a link to the new address; your e-mail changes once you open it. Until then, sign in with the one you have now."
      >
        <ChangeEmailForm onDone={() => setOpen(false)} />
      </FormDialog>
    </SettingRow>
  );
}
