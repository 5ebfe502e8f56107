import { ASSIGNMENT_IMPORT_TEXT_MAX, assignmentImportProblem } from '@assignd/core';
import { z } from 'zod';
import { instantSchema } from './dates';
import { assignmentCategorySchema, LIMITS } from './planner';
import { text } from './text';

export const AI_MESSAGES = {
  /** Spec 5: AI import needs non-blank text. */
  blankText: 'Please enter some text to analyze',
  timeZone: 'Expected an IANA time zone such as America/New_York',
} as const;

// The longest IANA names ('America/Argentina/ComodRivadavia') are 32 characters.
const TIME_ZONE_MAX = 64;

/** Whether the runtime knows the zone: exactly what the import's date arithmetic will need. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name ('America/New_York'), as the browser reports it. */
const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX, { message: AI_MESSAGES.timeZone, abort: true })
  .refine(isTimeZone, AI_MESSAGES.timeZone);

/**
 * POST /api/ai/import: pasted text, and the student's time zone (preferences keep none) in which
 * 'Fri' and '23:59' are read; without one, UTC.
 */
export const aiImportSchema = z
  .object({
    text: text(ASSIGNMENT_IMPORT_TEXT_MAX, { trim: false }).superRefine((value, ctx) => {
      const problem = value.trim() === '' ? AI_MESSAGES.blankText : assignmentImportProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();

/**
 * POST /api/ai/breakdown: the assignment to break into steps (saved or not: the client sends its
 * fields), and the student's time zone in which the days left are counted; without one, UTC.
 */
export const aiBreakdownSchema = z
  .object({
    assignment: z
      .object({
        title: text(LIMITS.title).min(1, 'Please enter a title'),
        description: text(LIMITS.longText).nullish(),
        category: assignmentCategorySchema,
        dueDate: instantSchema.nullish(),
      })
      .strict(),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
