import { totpCodeSchema } from '@assignd/schemas';
import { TextField } from '@/components/form/fields';
import { useKitForm } from '@/components/form/use-kit-form';

/** The form of one authenticator code: at sign-in and when turning two-factor on in Settings. */
export function useTotpCodeForm() {
  return useKitForm(totpCodeSchema, { defaultValues: { code: '' } });
}

/** The 6-digit code field (the form's `code`), which phones fill from the authenticator app. */
export function TotpCodeField({
  label,
  autoFocus = false,
}: {
  label: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      name="code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      placeholder="123456"
    />
  );
}
