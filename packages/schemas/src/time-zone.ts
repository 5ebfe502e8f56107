import { z } from 'zod';

export const TIME_ZONE_MESSAGE = 'Expected an IANA time zone such as America/New_York';

/**
 * The calendar a request without `timeZone` is read on, and a student's until their browser has
 * told the server theirs.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

// The longest IANA names ('America/Argentina/ComodRivadavia') are 32 characters.
const TIME_ZONE_MAX = 64;

/** Whether the runtime knows the zone: exactly what the date arithmetic will need. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name ('America/New_York'), as the browser reports it. */
export const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX, { message: TIME_ZONE_MESSAGE, abort: true })
  .refine(isTimeZone, TIME_ZONE_MESSAGE);
