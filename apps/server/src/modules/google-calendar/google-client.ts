import type { GoogleEventBody } from '@assignd/core';
import * as z from 'zod/mini';
import type { GoogleEndpoints } from '../../config';

/*
 * Google's OAuth 2.0 and Calendar API v3 over plain fetch (the googleapis packages need Node 22).
 * Every call has a timeout, every answer is read up to a bound and parsed with zod.
 */

/** https://www.googleapis.com/auth/calendar.app.created: calendars this app made, nothing else. */
const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.app.created';
const TIMEOUT_MS = 10_000;
const ANSWER_BYTES_MAX = 256 * 1024;

/** Google refused the grant itself (revoked, or expired): only connecting again helps. */
export class GoogleGrantRefused extends Error {}
/** The access token was not accepted: refresh it and try once more. */
export class GoogleUnauthorized extends Error {}
/** The calendar or event is gone at Google (deleted by the student, say). */
export class GoogleNotFound extends Error {}
/** An event id already in use: it was made before (a lost mapping), so update it instead. */
export class GoogleConflict extends Error {}
/** Anything else: Google down, slow, over quota or answering nonsense. */
class GoogleFailed extends Error {}

/** Any failure of a call to Google, as opposed to a bug of ours. */
export const isGoogleError = (error: unknown): boolean =>
  [GoogleGrantRefused, GoogleUnauthorized, GoogleNotFound, GoogleConflict, GoogleFailed].some(
    (type) => error instanceof type,
  );

const tokenAnswer = z.object({
  access_token: z.string().check(z.minLength(1), z.maxLength(4096)),
  expires_in: z.number().check(z.positive()),
  refresh_token: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
});
const oauthError = z.object({ error: z.string() });
const calendarAnswer = z.object({ id: z.string().check(z.minLength(1), z.maxLength(1024)) });
const eventAnswer = z.object({ id: z.string().check(z.minLength(1), z.maxLength(1024)) });

export interface GoogleTokens {
  accessToken: string;
  /** Only sent on the first consent (prompt=consent makes sure there is one). */
  refreshToken: string | undefined;
  expiresAt: Date;
}

export interface GoogleClientOptions {
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
  redirectUri: string;
  clock: () => Date;
}

/** The answer's text, refusing one larger than the bound instead of holding it all. */
async function boundedText(response: Response): Promise<string> {
  // The DOM lib types the stream's chunks loosely; fetch's body yields bytes.
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_BYTES_MAX) {
      await reader.cancel();
      throw new GoogleFailed('Google answered with too much data');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleFailed(`Google could not be reached: ${(error as Error).message}`);
  }
  return { status: response.status, body: jsonOf(await boundedText(response)) };
}

function parsed<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = z.safeParse(schema, body);
  if (!result.success) throw new GoogleFailed('Google answered in an unexpected shape');
  return result.data;
}

export type GoogleCalendarApi = ReturnType<typeof calendarApi>;

function calendarApi(apiUrl: string, accessToken: string) {
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await call(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status === 401) throw new GoogleUnauthorized('Google refused the access token');
    if (answer.status === 404 || answer.status === 410) throw new GoogleNotFound(path);
    if (answer.status === 409) throw new GoogleConflict(path);
    if (answer.status < 200 || answer.status >= 300) {
      throw new GoogleFailed(`Google Calendar answered ${answer.status}`);
    }
    return answer.body;
  };
  const events = (calendarId: string) => `/calendars/${encodeURIComponent(calendarId)}/events`;
  return {
    async insertCalendar(summary: string, timeZone: string): Promise<string> {
      return parsed(calendarAnswer, await send('POST', '/calendars', { summary, timeZone })).id;
    },
    async insertEvent(calendarId: string, id: string, event: GoogleEventBody): Promise<string> {
      return parsed(eventAnswer, await send('POST', events(calendarId), { id, ...event })).id;
    },
    async patchEvent(calendarId: string, eventId: string, event: GoogleEventBody): Promise<void> {
      await send('PATCH', `${events(calendarId)}/${encodeURIComponent(eventId)}`, event);
    },
    async deleteEvent(calendarId: string, eventId: string): Promise<void> {
      await send('DELETE', `${events(calendarId)}/${encodeURIComponent(eventId)}`);
    },
    async deleteCalendar(calendarId: string): Promise<void> {
      await send('DELETE', `/calendars/${encodeURIComponent(calendarId)}`);
    },
  };
}

export type GoogleClient = ReturnType<typeof googleClient>;

export function googleClient(options: GoogleClientOptions) {
  const { clientId, clientSecret, endpoints, redirectUri, clock } = options;

  async function tokenCall(form: Record<string, string>): Promise<GoogleTokens> {
    const answer = await call(endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...form }),
    });
    if (answer.status !== 200) {
      const error = z.safeParse(oauthError, answer.body);
      // RFC 6749 5.2: the grant (code or refresh token) is invalid, expired or revoked.
      if (error.success && error.data.error === 'invalid_grant') {
        throw new GoogleGrantRefused('Google refused the grant');
      }
      throw new GoogleFailed(`Google's token endpoint answered ${answer.status}`);
    }
    const tokens = parsed(tokenAnswer, answer.body);
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: new Date(clock().getTime() + tokens.expires_in * 1000),
    };
  }

  return {
    /** Google's consent page for offline access to the app's own calendars, with PKCE (S256). */
    authUrl(state: string, codeChallenge: string): string {
      const url = new URL(endpoints.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_CALENDAR_SCOPE,
        access_type: 'offline',
        // Without it Google sends a refresh token only the first time a student ever consents.
        prompt: 'consent',
        include_granted_scopes: 'false',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    exchangeCode(code: string, codeVerifier: string): Promise<GoogleTokens> {
      return tokenCall({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      });
    },

    refresh(refreshToken: string): Promise<GoogleTokens> {
      return tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    /** Revokes the grant (a refresh token revokes its access tokens too). */
    async revoke(token: string): Promise<void> {
      const answer = await call(endpoints.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      // 400 invalid_token: already revoked or expired, which is what was asked for.
      if (answer.status !== 200 && answer.status !== 400) {
        throw new GoogleFailed(`Google's revoke endpoint answered ${answer.status}`);
      }
    },

    calendar(accessToken: string): GoogleCalendarApi {
      return calendarApi(endpoints.calendarApiUrl, accessToken);
    },
  };
}
