import Apple from 'lucide-react/icons/apple';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { authPathFor, dashboardPathFor, type DeviceMode } from '@/lib/device-mode';
import { notify } from '@/lib/notify';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@assignd/schemas';
import {
  signInWithAppleToken,
  signInWithGoogleCode,
  signInWithProvider,
} from '../api/auth-actions';
import { askNativeShell, hasNativeSignIn, makeNonce } from '../api/native-bridge';
import { usePublicConfig } from '../api/use-public-config';
import { useEnterApp } from '../hooks/use-enter-app';
import { AUTH_MESSAGES } from '../utils/auth-messages';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.2 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.2 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z"
      />
    </svg>
  );
}

const ICONS: Record<SocialProvider, ReactNode> = {
  google: <GoogleMark />,
  apple: <Apple aria-hidden="true" className="size-4" />,
};

const WEB_ONLY_GOOGLE =
  "Google sign-in is only available on the web. Use 'Forgot Password' to set a password for this account.";
const WEB_ONLY_NOTE_MS = 5000;
const GOOGLE_NOT_COMPLETED = 'Failed to complete Google sign in';

type Outcome = { ok: true } | { ok: false; message: string };

/** Sign in with Apple in the native shell: its identity token carries the hashed nonce. */
async function nativeApple(): Promise<Outcome> {
  // Web Crypto's digest exists on https (and localhost) pages only, as the shell's should be.
  const nonce = await makeNonce().catch(() => null);
  if (!nonce) return { ok: false, message: `Apple sign in failed: ${AUTH_MESSAGES.unexpected}` };
  const result = await askNativeShell('apple', { nonce: nonce.hashed });
  if (!result.success || !result.identityToken) {
    return {
      ok: false,
      message: `Apple sign in failed: ${result.error ?? AUTH_MESSAGES.unexpected}`,
    };
  }
  const { givenName, familyName } = result.fullName ?? {};
  const signedIn = await signInWithAppleToken({
    token: result.identityToken,
    nonce: nonce.raw,
    ...(givenName || familyName
      ? { name: { firstName: givenName ?? undefined, lastName: familyName ?? undefined } }
      : {}),
  });
  return signedIn.ok
    ? { ok: true }
    : { ok: false, message: `Apple sign in failed: ${signedIn.message}` };
}

/** Google sign-in in the native shell: the server exchanges the code the app got from Google. */
async function nativeGoogle(): Promise<Outcome> {
  const result = await askNativeShell('google', {});
  if (!result.success) {
    return {
      ok: false,
      message: `Google sign in failed: ${result.error ?? AUTH_MESSAGES.unexpected}`,
    };
  }
  if (!result.authorizationCode) return { ok: false, message: GOOGLE_NOT_COMPLETED };
  const signedIn = await signInWithGoogleCode(result.authorizationCode);
  return signedIn.ok ? { ok: true } : { ok: false, message: GOOGLE_NOT_COMPLETED };
}

/** Buttons for the sign-in providers this server has configured; nothing when there are none. */
export function SocialSignIn({ mode }: { mode: DeviceMode }) {
  const { data: config } = usePublicConfig();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const online = useOnline();
  const enterApp = useEnterApp(dashboardPathFor(mode));
  const providers = config?.socialProviders ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    if (hasNativeSignIn(provider)) {
      // Pending while the shell's dialog and the server's check run, so a second tap waits.
      setPending(provider);
      try {
        const outcome = await (provider === 'apple' ? nativeApple() : nativeGoogle());
        if (outcome.ok) await enterApp(AUTH_MESSAGES.welcomeBack);
        else notify.error(outcome.message);
      } finally {
        setPending(null);
      }
      return;
    }
    // Google refuses sign-in from embedded web views, so phone and tablet get a note instead (spec 2).
    if (provider === 'google' && mode !== 'desktop') {
      notify.info(WEB_ONLY_GOOGLE, { id: 'google-web-only', duration: WEB_ONLY_NOTE_MS });
      return;
    }
    setPending(provider);
    const result = await signInWithProvider(provider, {
      dashboard: dashboardPathFor(mode),
      auth: authPathFor(mode),
    });
    if (!result.ok) {
      notify.error(`An error occurred during ${SOCIAL_PROVIDER_NAMES[provider]} sign in`);
      setPending(null);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3" aria-hidden="true">
        <span className="bg-border h-px flex-1" />
        <span className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
          Or continue with
        </span>
        <span className="bg-border h-px flex-1" />
      </div>
      <div className={providers.length > 1 ? 'grid gap-3 sm:grid-cols-2' : 'grid'}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            size="lg"
            disabled={pending !== null || !online}
            onClick={() => void start(provider)}
          >
            {pending === provider ? <Spinner /> : ICONS[provider]}
            Continue with {SOCIAL_PROVIDER_NAMES[provider]}
          </Button>
        ))}
      </div>
    </div>
  );
}
