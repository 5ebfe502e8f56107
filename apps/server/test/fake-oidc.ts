import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { listenLocally, readBody } from './fake-http';
import { formPostPage } from './fake-oidc-form-post';

/*
 * Sign in with Google and Sign in with Apple on 127.0.0.1: consent (granted at once as the account
 * a test chose, or refused, no page), code exchange with PKCE checked, and ID tokens signed RS256
 * by a key published as a JWKS. Apple answers the consent like Apple does: an auto-submitting
 * form_post carrying code, state, id_token and, on an account's first authorization only, the
 * `user` JSON with its name, which Apple never sends again.
 */

type OidcProvider = 'google' | 'apple';

/** The account a consent grants: what the ID token says about the student. */
export interface FakeOidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  /** Google: the `name` claim. Apple: split into firstName/lastName in the first `user` JSON. */
  name: string;
}

/** What the token endpoint does with the next code exchange, instead of answering normally. */
type TokenExchangeTwist =
  | { kind: 'error'; status: number; error: string; description?: string }
  | { kind: 'forged' }
  | { kind: 'expired' };

export interface FakeOidc {
  url: string;
  /** GOOGLE_* and APPLE_* variables pointing the server at this fake (client ids, secrets, bundle id 'org.assignd.ios', endpoints, keys). */
  env: Record<string, string>;
  /** An ID token signed RS256 by the published key (or by an unpublished one with forged: true); iss/aud/iat/exp filled in for the provider unless given in claims. */
  signIdToken(
    provider: 'google' | 'apple',
    claims: Record<string, unknown>,
    options?: { forged?: boolean; expiresInSeconds?: number; audience?: string },
  ): Promise<string>;
  /** The next consent at this provider grants access as this account (otherwise a new one). */
  grantAs(provider: OidcProvider, account: FakeOidcAccount): void;
  /** The next consent at this provider is refused: back to redirect_uri with `error`. */
  refuseNext(provider: OidcProvider, error?: string): void;
  /** The next code exchange at this provider fails, or returns a forged or expired ID token. */
  twistNextTokenExchange(provider: OidcProvider, twist: TokenExchangeTwist): void;
  /**
   * A Google code as the native SDK hands it to the app, from a consent as this account: for the
   * server's web redirect URI, with the challenge of an empty PKCE verifier (the app has none).
   */
  nativeGoogleCode(account: FakeOidcAccount, serverUrl: string): Promise<string>;
  /** Every call, oldest first, as `METHOD /path`. */
  calls: string[];
  close(): Promise<void>;
}

const CLIENT = {
  google: { id: 'assignd-web.apps.googleusercontent.com', secret: 'google-test-secret' },
  apple: { id: 'org.assignd.web', secret: 'apple-test-client-secret' },
} as const;
const APPLE_BUNDLE_ID = 'org.assignd.ios';
const ISSUER = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com' };
const KEY_ID = 'fake-oidc-key-1';

const newToken = (prefix: string) => `${prefix}.${randomBytes(18).toString('base64url')}`;

/** A fresh verified account, for consents a test does not steer. */
export function newOidcAccount(overrides: Partial<FakeOidcAccount> = {}): FakeOidcAccount {
  const id = randomBytes(6).toString('hex');
  return {
    sub: `sub-${id}`,
    email: `sam.${id}@example.com`,
    email_verified: true,
    name: 'Sam Rivera',
    ...overrides,
  };
}

interface PendingCode {
  provider: OidcProvider;
  account: FakeOidcAccount;
  redirectUri: string;
  challenge: string | undefined;
  nonce: string | undefined;
  twist: TokenExchangeTwist | undefined;
  used: boolean;
}

type Consent = { grant: FakeOidcAccount } | { refuse: string };

export async function startFakeOidc(): Promise<FakeOidc> {
  const published = await generateKeyPair('RS256', { extractable: true });
  // Same key id as the published key: a forged token fails on its signature, not on a lookup.
  const unpublished = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const nextConsent = new Map<OidcProvider, Consent>();
  const nextTwist = new Map<OidcProvider, TokenExchangeTwist>();
  /** Apple sends the `user` JSON on an account's first authorization of the app only. */
  const appleAuthorized = new Set<string>();
  let origin = '';

  const sign = async (
    provider: OidcProvider,
    claims: Record<string, unknown>,
    options: { forged?: boolean; expiresInSeconds?: number; audience?: string } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (options.expiresInSeconds ?? 3600);
    const key: CryptoKey = options.forged ? unpublished.privateKey : published.privateKey;
    return new SignJWT({
      iss: ISSUER[provider],
      aud: options.audience ?? CLIENT[provider].id,
      iat: Math.min(now, exp - 60),
      exp,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .sign(key);
  };

  const idTokenClaims = (pending: PendingCode) => ({
    sub: pending.account.sub,
    email: pending.account.email,
    // Apple writes its booleans as strings.
    email_verified:
      pending.provider === 'apple'
        ? String(pending.account.email_verified)
        : pending.account.email_verified,
    ...(pending.provider === 'google' ? { name: pending.account.name } : {}),
    ...(pending.nonce ? { nonce: pending.nonce } : {}),
  });

  const fake: FakeOidc = {
    url: '',
    env: {},
    signIdToken: sign,
    grantAs(provider, account) {
      nextConsent.set(provider, { grant: account });
    },
    refuseNext(provider, error = 'access_denied') {
      nextConsent.set(provider, { refuse: error });
    },
    twistNextTokenExchange(provider, twist) {
      nextTwist.set(provider, twist);
    },
    async nativeGoogleCode(account, serverUrl) {
      nextConsent.set('google', { grant: account });
      const consent = new URL(`${origin}/google/o/oauth2/v2/auth`);
      consent.search = new URLSearchParams({
        client_id: CLIENT.google.id,
        redirect_uri: `${serverUrl}/api/auth/callback/google`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: createHash('sha256').update('').digest('base64url'),
        code_challenge_method: 'S256',
        state: 'native',
      }).toString();
      const answer = await fetch(consent, { redirect: 'manual' });
      const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
      if (!code) throw new Error('the fake gave no code');
      return code;
    },
    calls: [],
    close: async () => {},
  };

  const authorize = async (provider: OidcProvider, url: URL, res: ServerResponse) => {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    const challenge = q.get('code_challenge') ?? undefined;
    const send400 = () => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_request' }));
    };
    if (q.get('client_id') !== CLIENT[provider].id || !redirectUri) return send400();
    if (challenge !== undefined && q.get('code_challenge_method') !== 'S256') return send400();
    if (provider === 'google' && (q.get('response_type') !== 'code' || !challenge)) {
      return send400();
    }
    if (provider === 'apple' && q.get('response_mode') !== 'form_post') return send400();
    const consent = nextConsent.get(provider) ?? { grant: newOidcAccount() };
    nextConsent.delete(provider);
    const answer: Record<string, string> = { state: q.get('state') ?? '' };
    if ('refuse' in consent) {
      answer.error = consent.refuse;
    } else {
      const code = newToken('code');
      const pending: PendingCode = {
        provider,
        account: consent.grant,
        redirectUri,
        challenge,
        nonce: q.get('nonce') ?? undefined,
        twist: nextTwist.get(provider),
        used: false,
      };
      nextTwist.delete(provider);
      codes.set(code, pending);
      answer.code = code;
      if (provider === 'apple') {
        answer.id_token = await sign('apple', idTokenClaims(pending));
        if (!appleAuthorized.has(consent.grant.sub)) {
          appleAuthorized.add(consent.grant.sub);
          const [firstName = '', ...rest] = consent.grant.name.split(' ');
          answer.user = JSON.stringify({
            name: { firstName, lastName: rest.join(' ') },
            email: consent.grant.email,
          });
        }
      }
    }
    if (provider === 'google') {
      const back = new URL(redirectUri);
      for (const [name, value] of Object.entries(answer)) back.searchParams.set(name, value);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(formPostPage(redirectUri, answer));
  };

  const token = async (provider: OidcProvider, req: IncomingMessage, text: string) => {
    const body = new URLSearchParams(text);
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [];
    const clientId = body.get('client_id') ?? basicId;
    const clientSecret = body.get('client_secret') ?? basicSecret;
    if (clientId !== CLIENT[provider].id || clientSecret !== CLIENT[provider].secret) {
      return { status: 401, value: { error: 'invalid_client' } };
    }
    if (body.get('grant_type') !== 'authorization_code') {
      return { status: 400, value: { error: 'unsupported_grant_type' } };
    }
    const pending = codes.get(body.get('code') ?? '');
    const verifier = body.get('code_verifier') ?? '';
    if (
      !pending ||
      pending.provider !== provider ||
      pending.used ||
      pending.redirectUri !== body.get('redirect_uri') ||
      (pending.challenge !== undefined &&
        pending.challenge !== createHash('sha256').update(verifier).digest('base64url'))
    ) {
      return { status: 400, value: { error: 'invalid_grant' } };
    }
    pending.used = true;
    const twist = pending.twist;
    if (twist?.kind === 'error') {
      return {
        status: twist.status,
        value: {
          error: twist.error,
          ...(twist.description ? { error_description: twist.description } : {}),
        },
      };
    }
    const idToken = await sign(provider, idTokenClaims(pending), {
      forged: twist?.kind === 'forged',
      ...(twist?.kind === 'expired' ? { expiresInSeconds: -300 } : {}),
    });
    return {
      status: 200,
      value: {
        access_token: newToken('access'),
        token_type: 'Bearer',
        expires_in: 3599,
        refresh_token: newToken('refresh'),
        ...(provider === 'google' ? { scope: 'openid email profile' } : {}),
        id_token: idToken,
      },
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const text = await readBody(req);
    fake.calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /google/o/oauth2/v2/auth') return authorize('google', url, res);
    if (route === 'GET /apple/auth/authorize') return authorize('apple', url, res);
    if (route === 'POST /google/token' || route === 'POST /apple/auth/token') {
      const answer = await token(
        url.pathname.startsWith('/google') ? 'google' : 'apple',
        req,
        text,
      );
      return send(answer.status, answer.value);
    }
    if (route === 'GET /google/oauth2/v3/certs' || route === 'GET /apple/auth/keys') {
      return send(200, { keys: [jwk] });
    }
    return send(404, { error: 'not found' });
  };

  const server = await listenLocally(handle, (error) => ({ error: String(error) }));
  origin = server.origin;
  fake.url = origin;
  fake.env = {
    GOOGLE_CLIENT_ID: CLIENT.google.id,
    GOOGLE_CLIENT_SECRET: CLIENT.google.secret,
    GOOGLE_OAUTH_AUTHORIZE_URL: `${origin}/google/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${origin}/google/token`,
    GOOGLE_OAUTH_CERTS_URL: `${origin}/google/oauth2/v3/certs`,
    APPLE_CLIENT_ID: CLIENT.apple.id,
    APPLE_CLIENT_SECRET: CLIENT.apple.secret,
    APPLE_APP_BUNDLE_ID: APPLE_BUNDLE_ID,
    APPLE_AUTHORIZE_URL: `${origin}/apple/auth/authorize`,
    APPLE_TOKEN_URL: `${origin}/apple/auth/token`,
    APPLE_KEYS_URL: `${origin}/apple/auth/keys`,
  };
  fake.close = server.close;
  return fake;
}
