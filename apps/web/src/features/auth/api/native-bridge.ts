import { z } from 'zod';
import type { SocialProvider } from '@assignd/schemas';

/*
 * The iOS shell's sign-in bridge (spec 7, docs/native-bridge.md): the page posts to a WebKit
 * message handler and the shell answers by calling a function on window.
 */

const HANDLERS = { google: 'signInWithGoogle', apple: 'signInWithApple' } as const;
const CALLBACKS = { google: 'handleGoogleSignInResult', apple: 'handleAppleSignInResult' } as const;

interface MessageHandler {
  postMessage(body: unknown): void;
}

type BridgeWindow = Window & {
  webkit?: { messageHandlers?: Partial<Record<string, MessageHandler>> };
} & Partial<Record<(typeof CALLBACKS)[SocialProvider], (result: unknown) => void>>;

const bridgeWindow = () => window as BridgeWindow;

// Tokens and codes are a few kilobytes at most; anything longer is not from the shell.
const TOKEN_MAX = 16_384;
const field = (max: number) => z.string().trim().min(1).max(max).nullish().catch(null);

const resultSchema = z.object({
  success: z.boolean().catch(false),
  identityToken: field(TOKEN_MAX),
  authorizationCode: field(TOKEN_MAX),
  userIdentifier: field(256),
  email: field(254),
  fullName: z
    .object({ givenName: field(100), familyName: field(100) })
    .nullish()
    .catch(null),
  error: field(500),
});

export type NativeSignInResult = z.output<typeof resultSchema>;

const UNREADABLE: NativeSignInResult = {
  success: false,
  error: 'The app sent an unreadable result',
};

/** The shell's answer as the page uses it; a missing or malformed field counts as absent. */
export function readNativeResult(raw: unknown): NativeSignInResult {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return UNREADABLE;
    }
  }
  const parsed = resultSchema.safeParse(value);
  return parsed.success ? parsed.data : UNREADABLE;
}

function handlerFor(provider: SocialProvider): MessageHandler | undefined {
  const handler = bridgeWindow().webkit?.messageHandlers?.[HANDLERS[provider]];
  return typeof handler?.postMessage === 'function' ? handler : undefined;
}

/** Whether this page runs inside a shell that signs in with `provider` itself. */
export function hasNativeSignIn(provider: SocialProvider): boolean {
  return handlerFor(provider) !== undefined;
}

/**
 * Posts `body` to the shell and resolves with the result it hands back. A second request replaces
 * the first one's callback, so only the latest button press is answered.
 */
export function askNativeShell(
  provider: SocialProvider,
  body: Record<string, string>,
): Promise<NativeSignInResult> {
  const handler = handlerFor(provider);
  if (!handler) return Promise.resolve({ success: false, error: 'Not available in this app' });
  return new Promise((resolve) => {
    bridgeWindow()[CALLBACKS[provider]] = (result: unknown) => resolve(readNativeResult(result));
    handler.postMessage(body);
  });
}

const NONCE_BYTES = 32;

/** A fresh random nonce (hex) and its SHA-256 (hex), which Apple puts into the identity token. */
export async function makeNonce(): Promise<{ raw: string; hashed: string }> {
  const raw = hex(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(raw));
  return { raw, hashed: hex(new Uint8Array(digest)) };
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
