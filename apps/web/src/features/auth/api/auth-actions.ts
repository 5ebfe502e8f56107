import type {
  ForgotPasswordInput,
  SignInInput,
  SignUpInput,
  SocialProvider,
} from '@assignd/schemas';
import { displayNameOf } from '@assignd/schemas';
import { authClient } from '@/lib/auth-client';
import { authErrorMessage, providerErrorMessage } from '../utils/auth-messages';

export type AuthResult<T = void> = { ok: true; value: T } | { ok: false; message: string };

export async function attempt<T>(
  call: () => Promise<{ data: T | null; error: unknown }>,
  describe: (failure: unknown) => string = authErrorMessage,
): Promise<AuthResult<T>> {
  try {
    const { data, error } = await call();
    if (error || data === null) return { ok: false, message: describe(error) };
    return { ok: true, value: data };
  } catch (error) {
    return { ok: false, message: describe(error) };
  }
}

/** `twoFactor`: the password was right and the account asks for a code before the session. */
export async function signInWithEmail(
  input: SignInInput,
): Promise<AuthResult<{ twoFactor: boolean }>> {
  const result = await attempt(() =>
    authClient.signIn.email({ email: input.email, password: input.password }),
  );
  if (!result.ok) return result;
  return { ok: true, value: { twoFactor: 'twoFactorRedirect' in result.value } };
}

/** The server reads both names from the sign-up body to create the profile. */
type SignUpBody = Parameters<typeof authClient.signUp.email>[0] &
  Pick<SignUpInput, 'firstName' | 'lastName'>;

/** Resolves to whether the server started a session (it does not while e-mail is unconfirmed). */
export async function signUpWithEmail(
  input: SignUpInput,
): Promise<AuthResult<{ signedIn: boolean }>> {
  const body: SignUpBody = {
    email: input.email,
    password: input.password,
    name: displayNameOf(input.firstName, input.lastName),
    firstName: input.firstName,
    lastName: input.lastName,
  };
  const result = await attempt(() => authClient.signUp.email(body));
  return result.ok ? { ok: true, value: { signedIn: Boolean(result.value.token) } } : result;
}

/** `redirectTo` is the sign-in page the reset link returns to (/auth, /mobile/auth, /tablet/auth). */
export async function requestPasswordReset(
  input: ForgotPasswordInput,
  redirectTo: string,
): Promise<AuthResult> {
  const result = await attempt(() =>
    authClient.requestPasswordReset({ email: input.email, redirectTo }),
  );
  return result.ok ? { ok: true, value: undefined } : result;
}

export async function resetPassword(newPassword: string, token: string): Promise<AuthResult> {
  const result = await attempt(() => authClient.resetPassword({ newPassword, token }));
  return result.ok ? { ok: true, value: undefined } : result;
}

/** On success the browser leaves for the provider, so only a failure comes back. */
export async function signInWithProvider(
  provider: SocialProvider,
  paths: { dashboard: string; auth: string },
): Promise<AuthResult> {
  const result = await attempt(() =>
    authClient.signIn.social({
      provider,
      callbackURL: paths.dashboard,
      // The auth screen names the provider in its error toast.
      errorCallbackURL: `${paths.auth}?provider=${provider}`,
    }),
  );
  return result.ok ? { ok: true, value: undefined } : result;
}

/** Signs in with an identity token from the native app's Sign in with Apple. */
export async function signInWithAppleToken(input: {
  token: string;
  nonce: string;
  name?: { firstName?: string; lastName?: string };
}): Promise<AuthResult> {
  const result = await attempt(
    () =>
      authClient.signIn.social({
        provider: 'apple',
        idToken: {
          token: input.token,
          nonce: input.nonce,
          // Apple tells the name on the first sign-in only; the server keeps it on the new profile.
          ...(input.name ? { user: { name: input.name } } : {}),
        },
      }),
    providerErrorMessage,
  );
  return result.ok ? { ok: true, value: undefined } : result;
}

/** Signs in with the authorization code the native app's Google sign-in returned. */
export async function signInWithGoogleCode(code: string): Promise<AuthResult> {
  const result = await attempt(() =>
    authClient.$fetch<unknown>('/sign-in/google-code', { method: 'POST', body: { code } }),
  );
  return result.ok ? { ok: true, value: undefined } : result;
}
