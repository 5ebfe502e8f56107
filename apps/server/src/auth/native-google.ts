import type { BetterAuthPlugin } from 'better-auth';
import { setSessionCookie } from 'better-auth/cookies';
import { parseUserOutput } from 'better-auth/db';
import { getOAuthCallbackPath, handleOAuthUserInfo } from 'better-auth/oauth2';
import { createAuthEndpoint } from '@better-auth/core/api';
import { APIError, BASE_ERROR_CODES } from '@better-auth/core/error';
import { z } from 'zod';

export const GOOGLE_CODE_PATH = '/sign-in/google-code';
/** Google's authorization codes are about 100 characters; this leaves room without inviting waste. */
export const GOOGLE_CODE_MAX = 2048;

/**
 * Sign-in with the authorization code the iOS app's Google sign-in returns (docs/native-bridge.md).
 * The app asks Google for a code issued to this server's client ID (its serverClientID), so the
 * code is exchanged here with the client secret at the configured token endpoint, naming the web
 * sign-in's redirect URI as Google asks for codes from its mobile SDKs. The ID token that comes back is
 * checked against Google's keys by the provider (provider-endpoints.ts) before anyone is signed in;
 * the account is then found, linked or created as for web sign-in.
 */
export function nativeGoogleSignIn(): BetterAuthPlugin {
  return {
    id: 'assignd-native-google',
    endpoints: {
      signInGoogleCode: createAuthEndpoint(
        GOOGLE_CODE_PATH,
        { method: 'POST', body: z.object({ code: z.string().min(1).max(GOOGLE_CODE_MAX) }) },
        async (ctx) => {
          const provider = ctx.context.socialProviders.find(({ id }) => id === 'google');
          if (!provider) throw APIError.from('NOT_FOUND', BASE_ERROR_CODES.PROVIDER_NOT_FOUND);
          const tokens = await provider
            .validateAuthorizationCode({
              code: ctx.body.code,
              redirectURI: `${ctx.context.baseURL}${getOAuthCallbackPath(provider)}`,
            })
            .catch(() => null);
          const info = tokens?.idToken ? await provider.getUserInfo(tokens) : null;
          const profile = (info?.data ?? {}) as Record<string, unknown>;
          const subject = profile.sub;
          if (!tokens || !info?.user.email || typeof subject !== 'string' || !subject) {
            throw new APIError('UNAUTHORIZED', { message: 'Invalid authorization code' });
          }
          const result = await handleOAuthUserInfo(ctx, {
            userInfo: {
              id: subject,
              email: info.user.email,
              name: info.user.name ?? '',
              image: info.user.image,
              emailVerified: info.user.emailVerified === true,
            },
            account: {
              providerId: 'google',
              accountId: subject,
              accessToken: tokens.accessToken,
              refreshToken: tokens.refreshToken,
              idToken: tokens.idToken,
              accessTokenExpiresAt: tokens.accessTokenExpiresAt,
              scope: tokens.scopes?.join(','),
            },
            source: { method: 'oauth', oauth: { providerId: 'google', profile } },
          });
          if (!result.data) {
            if (result.error === 'email_not_verified') {
              throw APIError.from('FORBIDDEN', BASE_ERROR_CODES.EMAIL_NOT_VERIFIED);
            }
            throw new APIError('UNAUTHORIZED', { message: result.error });
          }
          await setSessionCookie(ctx, result.data);
          return ctx.json({
            token: result.data.session.token,
            user: parseUserOutput(ctx.context.options, result.data.user),
          });
        },
      ),
    },
  };
}
