import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { totpCodeSchema, type TotpCodeInput } from '@assignd/schemas';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The form of one authenticator code: at sign-in and when turning two-factor on in Settings. */
export function useTotpCodeForm() {
  return useForm<TotpCodeInput, unknown, { code: string }>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
}

/** The 6-digit code field, which phones fill from a code the authenticator app offers. */
export function TotpCodeField({
  label,
  registration,
  error,
  autoFocus = false,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          placeholder="123456"
        />
      )}
    </Field>
  );
}
