import { createHash, createHmac, randomBytes } from 'node:crypto';

/*
 * A feed URL's token is HMAC(server secret, user id and a random nonce): 256 bits, base64url. Only
 * its sha256 and the nonce are stored, so the signed-in student can be shown their URL again while
 * a copy of the database alone cannot rebuild anyone's.
 */

export const newNonce = (): string => randomBytes(16).toString('base64url');

export function feedToken(secret: string, userId: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`calendar-feed\0${userId}\0${nonce}`)
    .digest('base64url');
}

export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a feed file name (`<token>.ics`), or null when it cannot be one of ours. */
export function tokenOfFileName(file: string): string | null {
  if (!file.endsWith('.ics')) return null;
  const token = file.slice(0, -'.ics'.length);
  return TOKEN_PATTERN.test(token) ? token : null;
}
