import { pointsSchema } from '@assignd/schemas';
import { z } from 'zod';

/*
 * Points as a student types them (issue 30): the assignment dialog's grade and the class page's
 * what-ifs read them with the server's own rule, so what the screen accepts the server does too.
 */

/**
 * What a points input holds: its text, and whether the browser could not read it as a number
 * ("1,5" in an English browser). Such an input reports an empty value, which must not pass for a
 * blank: the student sees what they typed, so it is an error, not "no points".
 */
export interface PointsEntry {
  text: string;
  unreadable: boolean;
}

const ENTER_A_NUMBER = 'Enter a number';

type NumberReading = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * An entry as a number checked by `rule` (the server's schema for the field), null for a blank
 * input, or the rule's message for what it refuses.
 */
function readNumber(entry: PointsEntry, rule: z.ZodType<number>): NumberReading {
  if (entry.unreadable) return { ok: false, error: ENTER_A_NUMBER };
  const text = entry.text.trim();
  if (text === '') return { ok: true, value: null };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: ENTER_A_NUMBER };
  const checked = rule.safeParse(value);
  return checked.success
    ? { ok: true, value: checked.data }
    : { ok: false, error: checked.error.issues[0]?.message ?? ENTER_A_NUMBER };
}

/** Points (0 to 100,000, at most 2 decimals), as the server takes them. */
export const readPoints = (entry: PointsEntry): NumberReading => readNumber(entry, pointsSchema);

/** Whether an input holds anything (an unreadable entry shows text, so it does). */
export const isFilled = (entry: PointsEntry): boolean =>
  entry.unreadable || entry.text.trim() !== '';

/**
 * A form field holding an entry, read with `rule` into the number the server takes. `blank` is
 * what an empty input means, or the message saying it must be filled.
 */
export function entryField<Blank extends number | null = never>(
  rule: z.ZodType<number>,
  blank: { value: Blank } | { error: string },
) {
  return z
    .object({ text: z.string(), unreadable: z.boolean() })
    .transform((entry, ctx): number | Blank => {
      const reading = readNumber(entry, rule);
      if (!reading.ok) {
        ctx.addIssue({ code: 'custom', message: reading.error });
        return z.NEVER;
      }
      if (reading.value !== null) return reading.value;
      if ('value' in blank) return blank.value;
      ctx.addIssue({ code: 'custom', message: blank.error });
      return z.NEVER;
    });
}

/** The entry an input starts from: the saved points, or blank. */
export const entryOf = (points: number | null): PointsEntry => ({
  text: points === null ? '' : String(points),
  unreadable: false,
});

/** Points for reading: up to 2 decimals, grouped (1,250.5). */
export const formatPoints = (points: number): string =>
  points.toLocaleString('en-US', { maximumFractionDigits: 2 });
