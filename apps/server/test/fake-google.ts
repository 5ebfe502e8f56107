import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocally, readBody } from './fake-http';

/*
 * Just enough of Google's OAuth 2.0 server and Calendar API v3 on 127.0.0.1 for Google Calendar
 * sync: consent (granted or refused at once, no page), code exchange with PKCE checked, refresh,
 * revoke, calendars.insert/delete and events.insert/patch/delete. Tokens expire or are revoked when a
 * test says so, and then answer as Google does (401, invalid_grant).
 */

interface Grant {
  account: string;
  refreshToken: string;
  scope: string;
  revoked: boolean;
}

interface PendingCode {
  grant: Grant;
  redirectUri: string;
  challenge: string;
  used: boolean;
}

interface FakeEvent {
  id: string;
  summary: string;
  description?: string;
  colorId?: string;
  start: Record<string, string>;
  end: Record<string, string>;
  source?: { title: string; url: string };
  status: string;
}

interface FakeCalendar {
  id: string;
  account: string;
  summary: string;
  timeZone: string;
  events: Map<string, FakeEvent>;
}

export interface FakeGoogle {
  /** The settings pointing a server at this fake. */
  env: Record<string, string>;
  url: string;
  /** What the consent page answers: the student allows, or says no (error=access_denied). */
  consent: 'allow' | 'deny';
  calendars: Map<string, FakeCalendar>;
  /** Every call, oldest first, as `METHOD /path`. */
  calls: string[];
  /** Revoked refresh tokens and access tokens, as the revoke endpoint received them. */
  revokedTokens: string[];
  /** Every access token issued so far stops working (401), as after an hour. */
  expireAccessTokens(): void;
  /** The student removed the app's access in their Google account: refresh says invalid_grant. */
  revokeAllGrants(): void;
  /** The events of the calendars named `summary`, by summary. */
  eventsNamed(summary: string): FakeEvent[];
  close(): Promise<void>;
}

const FAKE_CLIENT_ID = 'assignd-test-client.apps.googleusercontent.com';
const FAKE_CLIENT_SECRET = 'assignd-test-secret';

const newToken = (prefix: string) => `${prefix}.${randomBytes(18).toString('base64url')}`;

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const grants = new Map<string, Grant>();
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { grant: Grant; expired: boolean }>();
  let accounts = 0;
  let origin = '';

  const fake: FakeGoogle = {
    env: {},
    url: '',
    consent: 'allow',
    calendars: new Map(),
    calls: [],
    revokedTokens: [],
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expired = true;
    },
    revokeAllGrants() {
      for (const grant of grants.values()) grant.revoked = true;
    },
    eventsNamed(summary) {
      return [...fake.calendars.values()]
        .filter((calendar) => calendar.summary === summary)
        .flatMap((calendar) => [...calendar.events.values()])
        .filter((event) => event.status !== 'cancelled');
    },
    close: async () => {},
  };

  const issueAccess = (grant: Grant) => {
    const token = newToken('access');
    accessTokens.set(token, { grant, expired: false });
    return token;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const text = await readBody(req);
    fake.calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, value?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(value === undefined ? '' : JSON.stringify(value));
    };
    const form = () => new URLSearchParams(text);

    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      const challenge = q.get('code_challenge') ?? '';
      if (
        q.get('client_id') !== FAKE_CLIENT_ID ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256' ||
        !challenge ||
        !redirectUri
      ) {
        return send(400, { error: 'invalid_request' });
      }
      const back = new URL(redirectUri);
      back.searchParams.set('state', q.get('state') ?? '');
      if (fake.consent === 'deny') {
        back.searchParams.set('error', 'access_denied');
      } else {
        accounts += 1;
        const grant: Grant = {
          account: `account-${accounts}`,
          refreshToken: newToken('refresh'),
          scope: q.get('scope') ?? '',
          revoked: false,
        };
        grants.set(grant.refreshToken, grant);
        const code = newToken('code');
        codes.set(code, { grant, redirectUri, challenge, used: false });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (req.method === 'POST' && url.pathname === '/token') {
      const body = form();
      if (
        body.get('client_id') !== FAKE_CLIENT_ID ||
        body.get('client_secret') !== FAKE_CLIENT_SECRET
      ) {
        return send(401, { error: 'invalid_client' });
      }
      if (body.get('grant_type') === 'authorization_code') {
        const pending = codes.get(body.get('code') ?? '');
        const verifier = body.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !pending ||
          pending.used ||
          pending.redirectUri !== body.get('redirect_uri') ||
          pending.challenge !== challenge
        ) {
          return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        pending.used = true;
        return send(200, {
          access_token: issueAccess(pending.grant),
          expires_in: 3599,
          refresh_token: pending.grant.refreshToken,
          scope: pending.grant.scope,
          token_type: 'Bearer',
        });
      }
      if (body.get('grant_type') === 'refresh_token') {
        const grant = grants.get(body.get('refresh_token') ?? '');
        if (!grant || grant.revoked) {
          return send(400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        }
        return send(200, {
          access_token: issueAccess(grant),
          expires_in: 3599,
          scope: grant.scope,
          token_type: 'Bearer',
        });
      }
      return send(400, { error: 'unsupported_grant_type' });
    }

    if (req.method === 'POST' && url.pathname === '/revoke') {
      const token = form().get('token') ?? '';
      const grant = grants.get(token) ?? accessTokens.get(token)?.grant;
      if (!grant || grant.revoked) return send(400, { error: 'invalid_token' });
      grant.revoked = true;
      fake.revokedTokens.push(token);
      for (const access of accessTokens.values()) if (access.grant === grant) access.expired = true;
      return send(200, {});
    }

    if (url.pathname.startsWith('/calendar/v3/')) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const access = accessTokens.get(bearer);
      if (!access || access.expired || access.grant.revoked) {
        return send(401, { error: { code: 401, message: 'Invalid Credentials' } });
      }
      const account = access.grant.account;
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const parts = url.pathname.slice('/calendar/v3/'.length).split('/').map(decodeURIComponent);
      if (req.method === 'POST' && parts.length === 1 && parts[0] === 'calendars') {
        const id = `${randomBytes(8).toString('hex')}@group.calendar.google.com`;
        const calendar: FakeCalendar = {
          id,
          account,
          summary: String(body.summary),
          timeZone: String(body.timeZone),
          events: new Map(),
        };
        fake.calendars.set(id, calendar);
        return send(200, { kind: 'calendar#calendar', id, summary: calendar.summary });
      }
      const calendar = fake.calendars.get(parts[1] ?? '');
      if (
        req.method === 'DELETE' &&
        parts.length === 2 &&
        parts[0] === 'calendars' &&
        calendar?.account === account
      ) {
        fake.calendars.delete(calendar.id);
        res.writeHead(204);
        return res.end();
      }
      if (
        parts[0] !== 'calendars' ||
        parts[2] !== 'events' ||
        !calendar ||
        calendar.account !== account
      ) {
        return send(404, { error: { code: 404, message: 'Not Found' } });
      }
      const eventId = parts[3];
      if (req.method === 'POST' && eventId === undefined) {
        const id = typeof body.id === 'string' ? body.id : randomBytes(10).toString('hex');
        if (!/^[a-v0-9]{5,1024}$/.test(id))
          return send(400, { error: { code: 400, message: 'Invalid resource id value.' } });
        if (calendar.events.has(id))
          return send(409, {
            error: { code: 409, message: 'The requested identifier already exists.' },
          });
        const event = { ...body, id, status: 'confirmed' } as unknown as FakeEvent;
        calendar.events.set(id, event);
        return send(200, event);
      }
      const event = eventId === undefined ? undefined : calendar.events.get(eventId);
      if (!event || eventId === undefined)
        return send(404, { error: { code: 404, message: 'Not Found' } });
      if (req.method === 'PATCH') {
        const patched: FakeEvent = { ...event, ...body, id: eventId };
        calendar.events.set(eventId, patched);
        return send(200, patched);
      }
      if (req.method === 'DELETE') {
        if (event.status === 'cancelled')
          return send(410, { error: { code: 410, message: 'Resource has been deleted' } });
        calendar.events.set(eventId, { ...event, status: 'cancelled' });
        res.writeHead(204);
        return res.end();
      }
    }
    return send(404, { error: 'not found' });
  };

  const server = await listenLocally(handle, (error) => ({ error: String(error) }));
  origin = server.origin;
  fake.url = origin;
  fake.env = {
    GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    GOOGLE_OAUTH_AUTHORIZE_URL: `${origin}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${origin}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${origin}/revoke`,
    GOOGLE_CALENDAR_API_URL: `${origin}/calendar/v3`,
  };
  fake.close = server.close;
  return fake;
}
