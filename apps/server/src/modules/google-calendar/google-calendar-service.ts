import { createHash, randomBytes } from 'node:crypto';
import {
  type ConnectGoogleCalendarInput,
  GOOGLE_CALENDAR_CONNECTED_PARAM,
  GOOGLE_CALENDAR_FAILED_ERROR,
  type GoogleCalendarStatus,
  type GoogleCalendarSyncResult,
} from '@assignd/schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { HttpError } from '../../lib/http';
import type { Store } from '../../platform/store';
import { googleAccess } from './google-access';
import { GoogleNotFound, googleClient, isGoogleError } from './google-client';
import type { googleCalendarRepository } from './google-calendar-repository';
import { syncToGoogle } from './google-calendar-sync';
import { tokenCipher } from './token-cipher';

/** How long Google's consent page may take before its state stops working. */
const STATE_TTL_MS = 10 * 60_000;
const NOT_CONFIGURED_MESSAGE =
  "Google Calendar is not set up on this server. Ask the server's admin to enable it.";
const DISCONNECT_FAILED_MESSAGE = 'Failed to disconnect Google Calendar';

const calendarRedirectUri = (publicUrl: string) => `${publicUrl}/api/calendar/google/callback`;

const sha256 = (text: string, encoding: 'hex' | 'base64url') =>
  createHash('sha256').update(text).digest(encoding);

/** Google's `error` (access_denied...) as a plain word, for the return page's address. */
const errorWord = (error: string) => error.replace(/[^a-z_]/gi, '').slice(0, 40) || 'error';

export interface GoogleCalendarOptions {
  db: Database;
  config: Config;
  clock: () => Date;
}

export interface GoogleCalendarRepositories {
  googleCalendar: ReturnType<typeof googleCalendarRepository>;
}

export function googleCalendarService(
  store: Store<GoogleCalendarRepositories>,
  options: GoogleCalendarOptions,
) {
  const { db, config, clock } = options;
  const repository = store.repositories.googleCalendar;
  const cipher = tokenCipher(config.authSecret);
  const client = config.google
    ? googleClient({
        ...config.google,
        endpoints: config.googleEndpoints,
        redirectUri: calendarRedirectUri(config.publicUrl),
        clock,
      })
    : undefined;

  const configured = () => {
    if (!client) throw new HttpError(409, NOT_CONFIGURED_MESSAGE);
    return client;
  };

  /**
   * One sync per student at a time, on any server process: a transaction only holds the lock,
   * the work writes outside it, so what reached Google is recorded even when a later call fails.
   */
  const locked = <T>(userId: string, work: () => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockUntilCommit(tx, 'google-calendar', userId);
      return work();
    });

  return {
    async status(userId: string): Promise<GoogleCalendarStatus> {
      const row = await repository.find(userId);
      return {
        configured: client !== undefined,
        connected: Boolean(row?.enabled),
        needsReconnect: Boolean(row?.needsReconnect),
        lastSync: row?.lastSync?.toISOString() ?? null,
      };
    },

    /** Google's consent URL, with a state bound to this session and a PKCE challenge. */
    async connect(
      owner: { userId: string; sessionId: string },
      input: ConnectGoogleCalendarInput,
    ): Promise<string> {
      const google = configured();
      const state = randomBytes(32).toString('base64url');
      const codeVerifier = randomBytes(48).toString('base64url');
      const now = clock();
      await repository.addState(
        {
          stateHash: sha256(state, 'hex'),
          ...owner,
          codeVerifier,
          returnTo: input.returnTo ?? '/calendar',
          timeZone: input.timeZone ?? null,
          expiresAt: new Date(now.getTime() + STATE_TTL_MS),
        },
        now,
      );
      return google.authUrl(state, sha256(codeVerifier, 'base64url'));
    },

    /**
     * Google's redirect back: the address to send the browser on to. A state that is unknown,
     * expired, used, or another student's or session's is refused without touching anything.
     */
    async callback(
      owner: { userId: string; sessionId: string },
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      const failed = `/calendar?error=${GOOGLE_CALENDAR_FAILED_ERROR}`;
      const google = client;
      if (!google || !query.state) return failed;
      const row = await repository.takeState(sha256(query.state, 'hex'), owner);
      if (!row || row.expiresAt.getTime() <= clock().getTime()) return failed;
      const back = (param: string) => `${row.returnTo}?${param}`;
      if (query.error) return back(`error=${errorWord(query.error)}`);
      if (!query.code) return back(`error=${GOOGLE_CALENDAR_FAILED_ERROR}`);
      try {
        const tokens = await google.exchangeCode(query.code, row.codeVerifier);
        if (!tokens.refreshToken) return back(`error=${GOOGLE_CALENDAR_FAILED_ERROR}`);
        await repository.saveGrant(
          owner.userId,
          {
            accessToken: cipher.seal(owner.userId, tokens.accessToken),
            refreshToken: cipher.seal(owner.userId, tokens.refreshToken),
            tokenExpiresAt: tokens.expiresAt,
          },
          row.timeZone,
        );
      } catch (error) {
        if (!isGoogleError(error)) throw error;
        return back(`error=${GOOGLE_CALENDAR_FAILED_ERROR}`);
      }
      return back(`${GOOGLE_CALENDAR_CONNECTED_PARAM}=connected`);
    },

    sync(userId: string): Promise<GoogleCalendarSyncResult> {
      const google = configured();
      return locked(userId, () =>
        syncToGoogle(
          { repository, client: google, cipher, clock, publicUrl: config.publicUrl },
          userId,
        ),
      );
    },

    /**
     * Deletes the Assignd calendar at Google (copies nobody updates any more would mislead), then
     * revokes the grant and forgets it. A calendar or grant Google already dropped is fine; when
     * Google could not be asked, everything is kept, so the student can try again.
     */
    async disconnect(userId: string): Promise<void> {
      await locked(userId, async () => {
        const row = await repository.find(userId);
        if (!row) return;
        const { calendarId } = row;
        if (client && calendarId) {
          try {
            await googleAccess({ repository, client, cipher, clock }, row).run((api) =>
              api.deleteCalendar(calendarId),
            );
          } catch (error) {
            // Gone already, or the grant with it (the access answers 409 then): nothing to delete.
            const gone =
              error instanceof GoogleNotFound ||
              (error instanceof HttpError && error.statusCode === 409);
            if (!gone && isGoogleError(error)) throw new HttpError(502, DISCONNECT_FAILED_MESSAGE);
            if (!gone) throw error;
          }
        }
        const sealed = row.refreshToken ?? row.accessToken;
        const token = sealed ? cipher.open(userId, sealed) : null;
        if (client && token) {
          try {
            await client.revoke(token);
          } catch (error) {
            if (!isGoogleError(error)) throw error;
            throw new HttpError(502, DISCONNECT_FAILED_MESSAGE);
          }
        }
        await repository.remove(userId);
      });
    },
  };
}
