import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * An unsubscribe link carries the user's id and HMAC(server secret, id), so it works without
 * signing in, cannot be made for someone else, and is the same in every mail (turning reminders
 * off twice is harmless, so it need not expire).
 */

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`reminders-unsubscribe\0${userId}`).digest('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${sign(secret, userId)}`;
}

/** The user id a token was made for, or null when it is not one of ours. */
export function userOfUnsubscribeToken(secret: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [userId = '', signature = ''] = parts;
  if (!UUID.test(userId)) return null;
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: string) =>
  `${publicUrl}/api/reminders/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
