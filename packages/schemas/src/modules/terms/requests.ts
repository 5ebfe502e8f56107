import { z } from 'zod';
import { calendarDateSchema, instantSchema } from '../../dates';
import { line } from '../../text';

/** The longest term name; the table's CHECK holds the database to it too. */
export const TERM_NAME_MAX = 100;
/** The longest term: a school year and its summer. */
export const TERM_DAYS_MAX = 400;
/** Classes "Start a new term" copies at once. */
const COPIED_CLASSES_MAX = 100;

export const TERM_MESSAGES = {
  endBeforeStart: 'The end must be after the start',
  tooLong: `A term lasts at most ${TERM_DAYS_MAX} days`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a term's dates do not go together, or null; the create schema and the service ask it. */
export function termDatesProblem(startDate: string, endDate: string): string | null {
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
  if (days <= 0) return TERM_MESSAGES.endBeforeStart;
  return days > TERM_DAYS_MAX ? TERM_MESSAGES.tooLong : null;
}

const id = z.string().uuid('Expected an id');

const termFields = {
  name: line(TERM_NAME_MAX).min(1, 'Please enter a term name'),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
};

export const withTermDates = <T extends z.ZodType<{ startDate: string; endDate: string }>>(
  schema: T,
) =>
  schema.superRefine((value, ctx) => {
    const problem = termDatesProblem(value.startDate, value.endDate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  });

/** The fields of a term in a backup or an undo. */
export const termFieldsSchema = z.object({ id: id.optional(), ...termFields }).strict();

/**
 * POST /api/terms. `copyClassIds` starts the term with copies of those classes (name, colour,
 * icon, teacher, room, credits, level and grading categories; not their assignments).
 */
export const createTermSchema = withTermDates(
  termFieldsSchema.extend({
    copyClassIds: z
      .array(id)
      .max(COPIED_CLASSES_MAX, `At most ${COPIED_CLASSES_MAX} classes`)
      .optional(),
  }),
);
export type CreateTermInput = z.input<typeof createTermSchema>;

/** PATCH /api/terms/:id; the service checks the dates of the term it would make. */
export const updateTermSchema = z.object(termFields).partial().strict();
export type UpdateTermInput = z.input<typeof updateTermSchema>;

/** POST /api/terms/restore: what the delete answered. */
export const restoreTermSchema = z
  .object({
    term: withTermDates(
      termFieldsSchema.extend({
        id,
        createdAt: instantSchema,
        updatedAt: instantSchema.optional(),
      }),
    ),
    /** The classes the delete took out of the term. */
    classIds: z.array(id).max(1000, 'At most 1000 ids'),
    token: z.string().min(1, 'Expected the token of the delete').max(64),
  })
  .strict();
