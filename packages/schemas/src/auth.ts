import { z } from 'zod';
import { text } from './text';

export const PASSWORD_MIN_LENGTH = 6;

// RFC 5321 caps an address at 254 characters.
const email = text(254).min(1, 'Email is required').email('Enter a valid email address');
const PASSWORD_MAX_LENGTH = 128;
const password = text(PASSWORD_MAX_LENGTH, {
  trim: false,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
});

export const signInSchema = z.object({
  email,
  password: password.min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  email,
  password: password.min(
    PASSWORD_MIN_LENGTH,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
  firstName: text(100).min(1, 'First name is required'),
  lastName: text(100).min(1, 'Last name is required'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: signUpSchema.shape.password,
    confirmPassword: password,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export function displayNameOf(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** POST /api/account/password: the current password proves it is the student; bounded like sign-up. */
export const changePasswordSchema = z
  .object({
    currentPassword: password.min(1, 'Current password is required'),
    newPassword: signUpSchema.shape.password,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/account/delete: the password, which an account signed in only with Google or Apple has none of. */
export const deleteAccountSchema = z
  .object({ password: password.min(1, 'Password is required').optional() })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
