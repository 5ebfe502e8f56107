import { authClient } from '@/lib/auth-client';
import { attempt, type AuthResult } from './auth-actions';

/* Two-factor sign-in (Better Auth's twoFactor plugin): the calls Settings and the sign-in form make. */

export interface TwoFactorSetup {
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  totpURI: string;
  backupCodes: string[];
}

const done = (result: AuthResult<unknown>): AuthResult =>
  result.ok ? { ok: true, value: undefined } : result;

/** Makes a secret and backup codes; two-factor is on once `verifyTotp` takes a first code. */
export async function startTwoFactor(password: string): Promise<AuthResult<TwoFactorSetup>> {
  const result = await attempt(() => authClient.twoFactor.enable({ password }));
  if (!result.ok) return result;
  if (!('totpURI' in result.value) || !result.value.totpURI) {
    return { ok: false, message: 'Could not set up the authenticator app. Please try again.' };
  }
  return {
    ok: true,
    value: { totpURI: result.value.totpURI, backupCodes: result.value.backupCodes ?? [] },
  };
}

/** A code from the app: confirms the set-up in Settings, or finishes a sign-in after the password. */
export async function verifyTotp(code: string): Promise<AuthResult> {
  return done(await attempt(() => authClient.twoFactor.verifyTotp({ code })));
}

/** Finishes a sign-in with one of the backup codes, which then no longer works. */
export async function verifyBackupCode(code: string): Promise<AuthResult> {
  return done(await attempt(() => authClient.twoFactor.verifyBackupCode({ code })));
}

export async function turnOffTwoFactor(password: string): Promise<AuthResult> {
  return done(await attempt(() => authClient.twoFactor.disable({ password })));
}

/** Ten new backup codes; the ones from before stop working. */
export async function newBackupCodes(password: string): Promise<AuthResult<string[]>> {
  const result = await attempt(() => authClient.twoFactor.generateBackupCodes({ password }));
  return result.ok ? { ok: true, value: result.value.backupCodes } : result;
}
