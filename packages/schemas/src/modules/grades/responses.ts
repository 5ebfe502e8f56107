import { LETTERS } from '@assignd/core';
import * as z from 'zod/mini';
import { id, instant, named } from '../../response-parts';

export const gradeCategorySchema = /* @__PURE__ */ named(
  z.object({
    id,
    classId: id,
    name: z.string(),
    /** 0 to 100; a class's weights need not add up to 100. */
    weight: z.number(),
    dropLowest: z.int(),
    createdAt: instant,
    updatedAt: instant,
  }),
  'GradeCategory',
);
export type GradeCategory = z.infer<typeof gradeCategorySchema>;

/** DELETE /api/grade-categories/:id: the category, the assignments it let go, an undo token. */
export const deletedGradeCategorySchema = /* @__PURE__ */ named(
  z.object({ category: gradeCategorySchema, assignmentIds: z.array(id), token: z.string() }),
  'DeletedGradeCategory',
);
export type DeletedGradeCategory = z.infer<typeof deletedGradeCategorySchema>;

const letter = z.enum(LETTERS);
/** Percents are shown to 2 decimals; the letter is taken from the unrounded percent. */
const percent = z.nullable(z.number());
const gpa = z.object({ unweighted: z.nullable(z.number()), weighted: z.nullable(z.number()) });

export const classGradesSchema = /* @__PURE__ */ named(
  z.object({
    classId: id,
    percent,
    letter: z.nullable(letter),
    gradedCount: z.int(),
    /** The class's percent after each of its last graded assignments, oldest first. */
    trend: z.array(z.number()),
    categories: z.array(
      z.object({ id, name: z.string(), weight: z.number(), percent, gradedCount: z.int() }),
    ),
  }),
  'ClassGrades',
);
export type ClassGrades = z.infer<typeof classGradesSchema>;

/** GET /api/grades. */
export const gradesSchema = /* @__PURE__ */ named(
  z.object({
    /** The term asked for, or the current one (null: none contains today). */
    termId: z.nullable(id),
    classes: z.array(classGradesSchema),
    /** Over the classes above. */
    gpa,
    /** Over all the student's classes. */
    cumulative: gpa,
  }),
  'Grades',
);
export type Grades = z.infer<typeof gradesSchema>;

/** POST /api/grades/what-if. */
export const whatIfAnswerSchema = z.object({ percent, letter: z.nullable(letter) });
export type WhatIfAnswer = z.infer<typeof whatIfAnswerSchema>;

/** POST /api/grades/goal: `needed` may be above the assignment's possible points. */
export const goalAnswerSchema = z.object({
  target: z.number(),
  needed: z.nullable(z.number()),
  reachable: z.boolean(),
});
export type GoalAnswer = z.infer<typeof goalAnswerSchema>;

/** GET and PUT /api/grades/scale: the lowest percent of each letter A to D-. */
export const gradeScaleAnswerSchema = /* @__PURE__ */ named(
  z.object({ scale: z.array(z.number()), isDefault: z.boolean() }),
  'GradeScale',
);
export type GradeScaleAnswer = z.infer<typeof gradeScaleAnswerSchema>;
