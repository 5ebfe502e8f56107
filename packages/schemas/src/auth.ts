import { z } from 'zod';
import { line, text } from './text';

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

// A password of spaces only looks like a mistake and is one a guesser tries first.
const newPassword = password
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((value) => value.trim() !== '', 'Password must not be only spaces');

export const signUpSchema = z.object({
  email,
  password: newPassword,
  firstName: line(100).min(1, 'First name is required'),
  lastName: line(100).min(1, 'Last name is required'),
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

/** The layouts whose Settings a mailed link can open (the app's routes, so no open redirect). */
const SETTINGS_LAYOUTS = ['desktop', 'tablet', 'mobile'] as const;

/**
 * POST /api/account/email: the new address and the password (none for an account signed in only
 * with Google or Apple, which needs a recent sign-in instead, as deleting the account does), and
 * the layout whose Settings the confirmation link opens.
 */
export const changeEmailSchema = z
  .object({
    newEmail: email,
    password: password.min(1, 'Password is required').optional(),
    layout: z.enum(SETTINGS_LAYOUTS).default('desktop'),
  })
  .strict();
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** Turning two-factor on or off in Settings: the password proves it is the student. */
export const twoFactorPasswordSchema = z.object({
  password: password.min(1, 'Password is required'),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

/** The 6-digit code of an authenticator app, spaces allowed as apps show "123 456". */
export const totpCodeSchema = z.object({
  code: text(16)
    .transform((value) => value.replaceAll(' ', ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

// Better Auth's backup codes are ten letters and digits shown as "abcde-12345".
const BACKUP_CODE_MAX_LENGTH = 32;

/** One of the backup codes shown when two-factor was turned on; each works once. */
export const backupCodeSchema = z.object({
  code: text(BACKUP_CODE_MAX_LENGTH).min(1, 'Enter one of your backup codes'),
});
export type BackupCodeInput = z.infer<typeof backupCodeSchema>;
