import { HttpError } from '../../lib/http';
import type { GoogleCalendarApi, GoogleClient } from './google-client';
import { GoogleGrantRefused, GoogleUnauthorized } from './google-client';
import type { googleCalendarRepository, IntegrationRow } from './google-calendar-repository';
import type { TokenCipher } from './token-cipher';

export const NEEDS_RECONNECT_MESSAGE =
  'Google Calendar access was revoked or has expired. Reconnect Google Calendar to keep syncing.';

/** A refresh this close to expiry is done before the call rather than after a 401. */
const EXPIRY_MARGIN_MS = 60_000;

interface AccessDeps {
  repository: ReturnType<typeof googleCalendarRepository>;
  client: GoogleClient;
  cipher: TokenCipher;
  clock: () => Date;
}

/**
 * Calls Google as one student: with the stored access token while it lasts, refreshed with the
 * refresh token when it has expired or Google says 401. A refused refresh marks the integration
 * as needing reconnection and answers 409 saying so: never a silent failure.
 */
export function googleAccess(deps: AccessDeps, row: IntegrationRow) {
  const { repository, client, cipher, clock } = deps;
  const { userId } = row;
  const fresh =
    row.tokenExpiresAt && row.tokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > clock().getTime();
  let access = fresh && row.accessToken ? cipher.open(userId, row.accessToken) : null;

  async function refresh(): Promise<string> {
    // A token sealed under another secret (AUTH_SECRET changed) is as good as revoked.
    const refreshToken = row.refreshToken ? cipher.open(userId, row.refreshToken) : null;
    if (!refreshToken) throw await refused();
    let tokens;
    try {
      tokens = await client.refresh(refreshToken);
    } catch (error) {
      if (error instanceof GoogleGrantRefused) throw await refused();
      throw error;
    }
    await repository.saveTokens(userId, {
      accessToken: cipher.seal(userId, tokens.accessToken),
      tokenExpiresAt: tokens.expiresAt,
      ...(tokens.refreshToken ? { refreshToken: cipher.seal(userId, tokens.refreshToken) } : {}),
    });
    return tokens.accessToken;
  }

  async function refused(): Promise<HttpError> {
    await repository.markNeedsReconnect(userId);
    return new HttpError(409, NEEDS_RECONNECT_MESSAGE);
  }

  return {
    /** Runs `work` with a valid token; once more with a fresh one if Google refused it. */
    async run<T>(work: (api: GoogleCalendarApi) => Promise<T>): Promise<T> {
      access ??= await refresh();
      try {
        return await work(client.calendar(access));
      } catch (error) {
        if (!(error instanceof GoogleUnauthorized)) throw error;
        access = await refresh();
        return work(client.calendar(access));
      }
    },
  };
}
