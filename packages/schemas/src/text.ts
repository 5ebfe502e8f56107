import { z } from 'zod';

/*
 * One rule for every piece of text a student can send. PostgreSQL refuses NUL in text and jsonb,
 * and a lone UTF-16 surrogate cannot be written as UTF-8 (the driver would quietly swap it for
 * U+FFFD), so both are refused here with the field named instead of failing at the database.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGES = {
  nul: 'Must not contain NUL characters',
  surrogate: 'Must not contain unpaired surrogate characters',
} as const;

// ES2024's String.prototype.isWellFormed (Node 20, current browsers) is native and ~100 times
// faster than the pattern on text full of emoji; the lib typings here stop at ES2023.
type MaybeWellFormed = { isWellFormed?: (this: string) => boolean };
const nativeWellFormed = (String.prototype as MaybeWellFormed).isWellFormed;
const isWellFormed = (value: string) =>
  nativeWellFormed ? nativeWellFormed.call(value) : !LONE_SURROGATE.test(value);

/** What is wrong with this text, or null when it can be stored as it is. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (!isWellFormed(value)) return TEXT_MESSAGES.surrogate;
  return null;
}

const tooLong = (max: number) => `Must be at most ${max} characters`;

/**
 * Text of at most `max` characters (after trimming unless `trim` is false). The length check
 * aborts, so nothing after it ever reads an oversized value.
 */
export function text(max: number, options: { trim?: boolean; tooLong?: string } = {}) {
  return storable(options.trim === false ? z.string() : z.string().trim(), max, options.tooLong);
}

/** The length bound, then the characters PostgreSQL cannot store. */
function storable(base: z.ZodString, max: number, message = tooLong(max)) {
  return base.max(max, { message, abort: true }).superRefine((value, ctx) => {
    const problem = textProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

// Line breaks, tabs and the other control characters (NUL aside: refused above, as everywhere).
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const LINE_BREAKING = /[\u0001-\u001F\u007F-\u009F\u2028\u2029]+/g;

/**
 * A single-line text (a title, a name): line breaks and other control characters a paste or a
 * script can bring are folded into one space before trimming, so a row, a chip or a notification
 * never shows them (issue 28, item 19).
 */
export function line(max: number, options: { tooLong?: string } = {}) {
  const folded = z
    .string()
    .overwrite((value) => value.replace(LINE_BREAKING, ' '))
    .trim();
  return storable(folded, max, options.tooLong);
}
