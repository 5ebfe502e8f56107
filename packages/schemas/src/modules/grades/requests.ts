import { LETTERS, POINTS_MAX } from '@assignd/core';
import { z } from 'zod';
import { instantSchema } from '../../dates';
import { decimalNumber } from '../../decimals';
import { QUOTAS } from '../../quotas';
import { line } from '../../text';

/** The longest category name; the table's CHECK holds the database to it too. */
export const GRADE_CATEGORY_NAME_MAX = 100;
/** Categories one class may have. */
export const GRADE_CATEGORIES_PER_CLASS_MAX = 20;
/** The most grades a category may leave out. */
const DROP_LOWEST_MAX = 50;
/** Grades a what-if may change at once. */
const WHAT_IF_CHANGES_MAX = 200;

const id = z.string().uuid('Expected an id');
export const pointsSchema = decimalNumber(0, POINTS_MAX);

const categoryFields = {
  name: line(GRADE_CATEGORY_NAME_MAX).min(1, 'Please enter a category name'),
  weight: decimalNumber(0, 100),
  dropLowest: z
    .number({ message: 'Expected a number' })
    .int('Expected a whole number')
    .min(0, 'At least 0')
    .max(DROP_LOWEST_MAX, `At most ${DROP_LOWEST_MAX}`),
};

/** POST /api/classes/:id/grade-categories. */
export const createGradeCategorySchema = z
  .object({
    id: id.optional(),
    ...categoryFields,
    dropLowest: categoryFields.dropLowest.default(0),
  })
  .strict();
export type CreateGradeCategoryInput = z.input<typeof createGradeCategorySchema>;

/** PATCH /api/grade-categories/:id. */
export const updateGradeCategorySchema = z.object(categoryFields).partial().strict();
export type UpdateGradeCategoryInput = z.input<typeof updateGradeCategorySchema>;

/** GET /api/grades: one term's classes; without it, those the daily views show. */
export const gradesQuerySchema = z.object({ termId: id.optional() }).strict();

/** POST /api/grades/what-if: the class's standing as if these grades were in. */
export const whatIfSchema = z
  .object({
    classId: id,
    changes: z
      .array(
        z
          .object({
            /** A grade of this assignment instead of its own; without it, one more assignment. */
            assignmentId: id.optional(),
            categoryId: id.nullish(),
            pointsEarned: pointsSchema,
            pointsPossible: pointsSchema,
          })
          .strict(),
      )
      .max(WHAT_IF_CHANGES_MAX, `At most ${WHAT_IF_CHANGES_MAX} changes`),
  })
  .strict();
export type WhatIfInput = z.input<typeof whatIfSchema>;

/** POST /api/grades/goal: the points the assignment needs for the class to reach the target. */
export const goalSchema = z
  .object({
    classId: id,
    assignmentId: id,
    target: z.union([decimalNumber(0, 1000), z.enum(LETTERS)], {
      message: 'Expected a percent or a letter such as B+',
    }),
  })
  .strict();
export type GoalInput = z.input<typeof goalSchema>;

/** PUT /api/grades/scale: the lowest percent of each letter A to D-, strictly decreasing. */
export const gradeScaleSchema = z
  .object({
    scale: z
      .array(decimalNumber(0, 100))
      .length(LETTERS.length - 1, `Expected ${LETTERS.length - 1} percents, A to D-`)
      .refine(
        // Compared as the hundredths they are kept as, so 90.000000001 is not above 90.
        (scale) =>
          scale.every(
            (min, index) =>
              index === 0 || Math.round(min * 100) < Math.round((scale[index - 1] ?? 0) * 100),
          ),
        'Each letter needs a lower percent than the one before',
      ),
  })
  .strict();
export type GradeScaleInput = z.input<typeof gradeScaleSchema>;

/** POST /api/grade-categories/restore: what the delete answered. */
export const restoreGradeCategorySchema = z
  .object({
    category: createGradeCategorySchema
      .extend({ id, classId: id, createdAt: instantSchema, updatedAt: instantSchema.optional() })
      .strict(),
    /** The grades the delete took out of it. */
    assignmentIds: z.array(id).max(QUOTAS.assignments.limit, 'Too many ids'),
    token: z.string().min(1, 'Expected the token of the delete').max(64),
  })
  .strict();
