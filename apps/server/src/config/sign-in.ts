import { z } from 'zod';
import { ConfigError, countOf, httpUrl, type EnvOf } from './env-values';

/** Sign-in with Google and Apple, and the rate of sign-in attempts. */
export const signInEnv = {
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_AUTHORIZE_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_REVOKE_URL: httpUrl.default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_CALENDAR_API_URL: httpUrl.default('https://www.googleapis.com/calendar/v3'),
  GOOGLE_OAUTH_CERTS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_APP_BUNDLE_ID: z.string().min(1).optional(),
  APPLE_AUTHORIZE_URL: httpUrl.default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: httpUrl.default('https://appleid.apple.com/auth/token'),
  APPLE_KEYS_URL: httpUrl.default('https://appleid.apple.com/auth/keys'),
  AUTH_RATE_LIMIT: countOf('requests').default(10),
};

/** Where Google Calendar sync talks to Google; Google's own addresses unless overridden. */
export interface GoogleEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  calendarApiUrl: string;
  /** Google's published keys that sign its ID tokens. */
  certsUrl: string;
}

export interface AppleEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  /** Apple's published keys that sign its identity tokens. */
  keysUrl: string;
}

interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface SignInConfig {
  google: OAuthClient | undefined;
  googleEndpoints: GoogleEndpoints;
  /** The Services ID and its client secret (a JWT signed with the team's key) for web sign-in. */
  apple: OAuthClient | undefined;
  /** The iOS app's bundle ID: identity tokens from the native app are issued to it. */
  appleBundleId: string | undefined;
  appleEndpoints: AppleEndpoints;
  authRateLimit: number;
}

/** A provider is on with both its client ID and secret, off with neither. */
function oauthClient(
  id: string | undefined,
  secret: string | undefined,
  name: string,
): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    throw new ConfigError(
      `Invalid setting ${name}: set both ${name}_CLIENT_ID and ${name}_CLIENT_SECRET`,
    );
  }
  return { clientId: id, clientSecret: secret };
}

export function signInConfig(value: EnvOf<typeof signInEnv>): SignInConfig {
  return {
    google: oauthClient(value.GOOGLE_CLIENT_ID, value.GOOGLE_CLIENT_SECRET, 'GOOGLE'),
    googleEndpoints: {
      authorizeUrl: value.GOOGLE_OAUTH_AUTHORIZE_URL,
      tokenUrl: value.GOOGLE_OAUTH_TOKEN_URL,
      revokeUrl: value.GOOGLE_OAUTH_REVOKE_URL,
      calendarApiUrl: value.GOOGLE_CALENDAR_API_URL,
      certsUrl: value.GOOGLE_OAUTH_CERTS_URL,
    },
    apple: oauthClient(value.APPLE_CLIENT_ID, value.APPLE_CLIENT_SECRET, 'APPLE'),
    appleBundleId: value.APPLE_APP_BUNDLE_ID,
    appleEndpoints: {
      authorizeUrl: value.APPLE_AUTHORIZE_URL,
      tokenUrl: value.APPLE_TOKEN_URL,
      keysUrl: value.APPLE_KEYS_URL,
    },
    authRateLimit: value.AUTH_RATE_LIMIT,
  };
}
