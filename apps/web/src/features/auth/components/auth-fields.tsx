import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@assignd/schemas';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from './password-input';

interface FieldProps {
  error: string | undefined;
  /** What `register('…')` returned for the field. */
  registration: UseFormRegisterReturn;
}

export function EmailField({ error, registration }: FieldProps) {
  return (
    <Field label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          placeholder="you@school.edu"
        />
      )}
    </Field>
  );
}

/** A password being chosen (sign-up, reset), with the minimum length as its hint. */
export function NewPasswordField({ label, error, registration }: FieldProps & { label: string }) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          autoComplete="new-password"
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
      )}
    </Field>
  );
}
