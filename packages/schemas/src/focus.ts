import { WORK_MINUTE_OPTIONS } from '@assignd/core';
import { z } from 'zod';
import { instantSchema } from './dates';

/** A finished work session is one of the work lengths the timer offers (spec 9). */
const FOCUS_MINUTES_MIN = Math.min(...WORK_MINUTE_OPTIONS);
const FOCUS_MINUTES_MAX = Math.max(...WORK_MINUTE_OPTIONS);
/** A year and a day: the weekly chart asks for a week, a yearly view for a year. */
const FOCUS_RANGE_DAYS_MAX = 366;

const DAY_MS = 86_400_000;
const minutesMessage = `Expected a whole number of minutes from ${FOCUS_MINUTES_MIN} to ${FOCUS_MINUTES_MAX}`;

export const FOCUS_MESSAGES = {
  endBeforeStart: 'A focus session must end after it starts',
  shorterThanMinutes: 'A focus session cannot end before its minutes have passed',
  longerThanDay: 'A focus session lasts at most a day',
  inFuture: 'A focus session cannot end in the future',
  tooOld: 'A focus session is recorded within a week of its end',
  overlaps: 'This focus session overlaps one already recorded',
  rangeOrder: 'Expected to after from',
  rangeTooLong: `Expected a range of at most ${FOCUS_RANGE_DAYS_MAX} days`,
} as const;

/** Its end after its start, no sooner than its minutes allow, within a day; named on endedAt. */
function checkSpan(
  body: { startedAt: string; endedAt: string; minutes: number },
  ctx: z.RefinementCtx,
) {
  const span = Date.parse(body.endedAt) - Date.parse(body.startedAt);
  // A paused session takes longer than its minutes, never shorter (a minute of clock skew aside).
  const problem =
    span <= 0
      ? FOCUS_MESSAGES.endBeforeStart
      : span < (body.minutes - 1) * 60_000
        ? FOCUS_MESSAGES.shorterThanMinutes
        : span > DAY_MS
          ? FOCUS_MESSAGES.longerThanDay
          : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['endedAt'], message: problem });
}

const focusFields = {
  startedAt: instantSchema,
  endedAt: instantSchema,
  minutes: z
    .number({ message: minutesMessage })
    .int(minutesMessage)
    .min(FOCUS_MINUTES_MIN, minutesMessage)
    .max(FOCUS_MINUTES_MAX, minutesMessage),
};

/** A session as a backup file holds it; restore leaves it unlinked from any assignment. */
export const focusSessionRowSchema = z
  .object({ ...focusFields, createdAt: instantSchema.optional() })
  .superRefine(checkSpan);

/** POST /api/focus-sessions: a finished work session, optionally tied to an assignment. */
export const createFocusSessionSchema = z
  .object({
    ...focusFields,
    assignmentId: z
      .string()
      .uuid('Expected an id')
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict()
  .superRefine(checkSpan);

/** GET /api/focus-sessions?from=&to=: sessions started in [from, to). */
export const focusRangeQuerySchema = z
  .object({ from: instantSchema, to: instantSchema })
  .strict()
  .superRefine((query, ctx) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: FOCUS_MESSAGES.rangeOrder });
    else if (span > FOCUS_RANGE_DAYS_MAX * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: FOCUS_MESSAGES.rangeTooLong });
    }
  });
export type FocusRangeQuery = z.input<typeof focusRangeQuerySchema>;
