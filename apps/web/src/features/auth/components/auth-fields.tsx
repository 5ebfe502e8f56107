import { PASSWORD_MIN_LENGTH } from '@assignd/schemas';
import type { ComponentProps } from 'react';
import { TextField } from '@/components/form/fields';
import { PasswordInput } from './password-input';

/** The form's `email`. */
export function EmailField() {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@school.edu"
    />
  );
}

/** A password input with Show / Hide, in a KitForm. */
export function PasswordField(
  props: Omit<ComponentProps<typeof TextField>, 'as' | 'type'> & { autoComplete: string },
) {
  return <TextField {...props} as={PasswordInput} />;
}

/** A password being chosen (sign-up, reset), with the minimum length as its hint. */
export function NewPasswordField({ label }: { label: string }) {
  return (
    <PasswordField
      name="password"
      label={label}
      autoComplete="new-password"
      placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
    />
  );
}
