import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import type { OAuth2Tokens, OAuthProvider } from '@better-auth/core/oauth2';
import { refreshAccessToken, validateAuthorizationCode } from '@better-auth/core/oauth2';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppleEndpoints, GoogleEndpoints } from '../config';
import type { SpendIdToken } from './id-token-replay';

/** Both providers sign their ID tokens with RS256; no other algorithm is taken. */
const ALGORITHMS = ['RS256'];

interface Endpoints {
  authorizeUrl: string;
  tokenUrl: string;
  keysUrl: string;
}

/**
 * Better Auth's Google and Apple providers call their hosts by fixed addresses. This plugin
 * replaces each provider with one that calls the configured endpoints (Google's and Apple's own by
 * default, a fake on 127.0.0.1 in tests), and that checks the ID token from the code exchange
 * against the provider's published keys too: Better Auth only decodes it, and a token endpoint
 * that is not who it claims to be could then name any e-mail address.
 */
export function providerEndpoints(endpoints: {
  google: GoogleEndpoints;
  apple: AppleEndpoints;
  spendIdToken: SpendIdToken;
}): BetterAuthPlugin {
  const byProvider: Record<string, Endpoints> = {
    google: { ...endpoints.google, keysUrl: endpoints.google.certsUrl },
    apple: endpoints.apple,
  };
  return {
    id: 'assignd-provider-endpoints',
    init(context) {
      return {
        context: {
          socialProviders: context.socialProviders.map((provider) => {
            const own = byProvider[provider.id];
            return own ? rebased(provider, own, endpoints.spendIdToken) : provider;
          }),
        },
      };
    },
  };
}

function rebased(
  provider: OAuthProvider,
  endpoints: Endpoints,
  spendIdToken: SpendIdToken,
): OAuthProvider {
  const keys = createRemoteJWKSet(new URL(endpoints.keysUrl));
  const options = provider.options ?? {};
  const idToken = provider.idToken && 'jwks' in provider.idToken ? provider.idToken : undefined;
  if (!idToken) throw new Error(`${provider.id}: Better Auth no longer describes its ID tokens`);
  const claims = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        issuer: idToken.issuer,
        audience: idToken.audience,
        maxTokenAge: idToken.maxTokenAge,
      });
      return payload;
    } catch {
      return null;
    }
  };
  return {
    ...provider,
    async createAuthorizationURL(data) {
      const url = await provider.createAuthorizationURL(data);
      const moved = new URL(endpoints.authorizeUrl);
      moved.search = url.search;
      return moved;
    },
    validateAuthorizationCode: ({ code, codeVerifier, redirectURI }) =>
      validateAuthorizationCode({
        code,
        codeVerifier,
        redirectURI,
        options,
        tokenEndpoint: endpoints.tokenUrl,
      }),
    refreshAccessToken: (refreshToken) =>
      refreshAccessToken({ refreshToken, options, tokenEndpoint: endpoints.tokenUrl }),
    idToken: {
      // A token handed in by a client (sign-in/social with idToken) names the SHA-256 of a nonce
      // that only the page that asked for it knows. Better Auth would also take the nonce claim
      // itself, or no nonce at all, so anyone holding a copy of the token could sign in with it.
      // And each token signs in once: a copy sent again with its nonce is refused while it is valid.
      async verify(token, nonce) {
        if (!nonce) return false;
        const payload = await claims(token);
        if (payload?.nonce !== sha256Hex(nonce) || payload.exp === undefined) return false;
        return spendIdToken(token, new Date(payload.exp * 1000));
      },
    },
    async getUserInfo(token: OAuth2Tokens) {
      if (!token.idToken || !(await claims(token.idToken))) return null;
      return provider.getUserInfo(token);
    },
  };
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
