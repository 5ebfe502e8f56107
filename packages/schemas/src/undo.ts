import { ROTATION_DAYS_MAX } from '@assignd/core';
import { z } from 'zod';
import { instantSchema } from './dates';
import {
  createAssignmentSchema,
  createClassSchema,
  createEventFieldsSchema,
  LIMITS,
  withEventTimes,
} from './planner';
import {
  createGradeCategorySchema,
  GRADE_CATEGORIES_PER_CLASS_MAX,
} from './modules/grades/requests';
import { QUOTAS } from './quotas';
import { text } from './text';

/*
 * Undo of a delete: the delete answers what it removed (the row, the links it cut and a token),
 * and POST /api/<things>/restore takes that answer back. The row is checked as a create would be,
 * plus the id and creation time it had.
 */

const id = z.string().uuid('Expected an id');
// Base64url of an HMAC-SHA256: 43 characters.
const token = z
  .string()
  .min(1, 'Expected the token of the delete')
  .max(64, 'Expected the token of the delete');
const restoredRow = { id, createdAt: instantSchema, updatedAt: instantSchema.optional() };
const idList = (max: number) => z.array(id).max(max, `At most ${max} ids`);

export const restoreAssignmentSchema = z
  .object({
    assignment: createAssignmentSchema.extend(restoredRow).strict(),
    /** The focus sessions the delete untied from it. */
    focusSessionIds: idList(QUOTAS.focusSessions.limit),
    token,
  })
  .strict();

const unlinkedPeriod = z
  .object({ day: text(LIMITS.shortText), id: text(LIMITS.shortText, { trim: false }).min(1) })
  .strict();
// A weekly schedule has 7 days, a rotation up to ROTATION_DAYS_MAX.
const PERIODS_MAX = Math.max(7, ROTATION_DAYS_MAX) * LIMITS.periodsPerDay;

export const restoreClassSchema = z
  .object({
    class: createClassSchema.extend(restoredRow).strict(),
    /** The assignments the delete unfiled. */
    assignmentIds: idList(QUOTAS.assignments.limit),
    /** The schedule periods (day key and period id) the delete took the class off. */
    periods: z.array(unlinkedPeriod).max(PERIODS_MAX, `At most ${PERIODS_MAX} periods`),
    /** Its grading categories and the grades in them (absent from clients older than grades). */
    gradeCategories: z
      .array(createGradeCategorySchema.extend({ ...restoredRow, classId: id }).strict())
      .max(GRADE_CATEGORIES_PER_CLASS_MAX, `At most ${GRADE_CATEGORIES_PER_CLASS_MAX} categories`)
      .default([]),
    gradedIn: z
      .array(z.object({ assignmentId: id, categoryId: id }).strict())
      .max(QUOTAS.assignments.limit, 'Too many grades')
      .default([]),
    token,
  })
  .strict();

// The delete answered the event with its allDay; without one it comes back all-day, as before.
export const restoreEventSchema = z
  .object({ event: withEventTimes(createEventFieldsSchema.extend(restoredRow).strict()), token })
  .strict();
