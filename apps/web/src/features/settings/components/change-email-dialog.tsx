import { zodResolver } from '@hookform/resolvers/zod';
import Mail from 'lucide-react/icons/mail';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { changeEmailSchema } from '@assignd/schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { routeMode } from '@/lib/device-mode';
import { showSubmitError } from '../../../api/mutation-helpers';
import { useChangeEmail } from '../api/devices';
import { useAccount } from '../hooks/use-account';
import { IdentityPasswordField } from './identity-password-field';
import { SettingRow } from './settings-section';

// The password field is text; an empty one is sent as no password (a Google or Apple account).
const formSchema = changeEmailSchema.pick({ newEmail: true }).extend({ password: z.string() });
type FormInput = z.infer<typeof formSchema>;
const FIELDS = ['newEmail', 'password'] as const;

function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const change = useChangeEmail();
  // The link in the mail opens this layout's Settings.
  const layout = routeMode(useLocation().pathname);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ newEmail, password }) => {
    const input = changeEmailSchema.safeParse({
      newEmail,
      layout,
      ...(password ? { password } : {}),
    });
    if (!input.success) {
      setError('password', { message: input.error.issues[0]?.message ?? 'Invalid password' });
      return;
    }
    try {
      await change.mutateAsync(input.data);
      onDone();
    } catch (error) {
      showSubmitError(error, FIELDS, setError, 'Failed to change e-mail. Please try again.');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label="New e-mail" error={errors.newEmail?.message}>
        {(control) => (
          <Input {...control} {...register('newEmail')} type="email" autoComplete="email" />
        )}
      </Field>
      <IdentityPasswordField registration={register('password')} error={errors.password?.message} />
      <DialogFooter>
        <Button type="submit" className="min-h-11 sm:min-h-9" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <Mail aria-hidden="true" className="size-4" />}
          Send confirmation link
        </Button>
      </DialogFooter>
    </form>
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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Change e-mail</DialogTitle>
            <DialogDescription>
              We send a link to the new address; your e-mail changes once you open it. Until then,
              sign in with the one you have now.
            </DialogDescription>
          </DialogHeader>
          {open && <ChangeEmailForm onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </SettingRow>
  );
}
