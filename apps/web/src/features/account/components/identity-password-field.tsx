import { SOCIAL_PROVIDER_NAMES, type SignInMethods } from '@assignd/schemas';
import { TextField } from '@/components/form/fields';
import { useSignInMethods } from '../api/devices';

/** "Google", "Apple" or "Google or Apple": how a student without a password signs in. */
export function providerNames(methods: SignInMethods | undefined): string {
  const names = (methods?.providers ?? []).map((provider) => SOCIAL_PROVIDER_NAMES[provider]);
  return names.length > 0 ? names.join(' or ') : 'Google or Apple';
}

/**
 * The password that proves a change comes from the student and not only from their session; an
 * account made with Google or Apple has none and stands on a recent sign-in instead (the server's
 * services/account-identity.ts). Until the sign-in methods are known, both ways are explained.
 * The form's value is `password`.
 */
export function IdentityPasswordField() {
  const { data: methods } = useSignInMethods();
  if (methods && !methods.password) {
    return (
      <p className="text-muted-foreground text-sm">
        You sign in with {providerNames(methods)}, so instead of a password this needs a sign-in
        within the last 10 minutes. If it has been longer, sign out and sign in again first.
      </p>
    );
  }
  return (
    <>
      <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      {!methods && (
        <p className="text-muted-foreground text-sm">
          Signed up with Google or Apple? Leave the password empty; you need to have signed in
          within the last 10 minutes.
        </p>
      )}
    </>
  );
}
