import { ASSIGNMENT_CATEGORIES, STEP_PRIORITIES } from '@assignd/core';
import * as z from 'zod/mini';
import { id, instant, named, nullableText } from './response-parts';

/*
 * What the AI routes answer. Like responses.ts these use zod/mini, not the classic API of the
 * request schemas in ai.ts, so the web app's answer parsing stays small.
 */

/** An assignment as the import found it, before the class it names is looked up. */
export const aiFoundAssignmentSchema = z.object({
  title: z.string(),
  /** The line as pasted, when words were taken out of it for the title. */
  description: nullableText,
  category: z.enum(ASSIGNMENT_CATEGORIES),
  dueDate: z.nullable(instant),
});

/** What the import found in pasted text; nothing is saved until the student picks what to keep. */
export const aiImportResultSchema = /* @__PURE__ */ named(
  z.object({
    assignments: z.array(
      z.extend(aiFoundAssignmentSchema, {
        /** One of the student's own classes the line (or the heading above it) names. */
        classId: z.nullable(id),
        /** The words the class was found from ('AP Chemistry' for Chemistry); null without one. */
        classFrom: nullableText,
      }),
    ),
  }),
  'AiImportResult',
);
export type AiImportResult = z.infer<typeof aiImportResultSchema>;

/** A step as planned, before its label: `estimatedTime` in whole minutes, as the spec gives it. */
export const aiPlannedStepSchema = z.object({
  step: z.int(),
  title: z.string(),
  description: z.string(),
  estimatedTime: z.int(),
  priority: z.enum(STEP_PRIORITIES),
  tips: z.array(z.string()),
});

/**
 * A task broken into steps. The times are whole minutes (`estimatedTime`, `totalEstimatedTime`);
 * the labels say them for people ('1 h 30 min').
 */
export const aiBreakdownResultSchema = /* @__PURE__ */ named(
  z.object({
    breakdown: z.array(z.extend(aiPlannedStepSchema, { estimatedLabel: z.string() })),
    totalEstimatedTime: z.int(),
    totalEstimatedLabel: z.string(),
    /** Calendar days from today to the due date; negative when overdue, null without one. */
    daysLeft: z.nullable(z.int()),
    summary: z.string(),
  }),
  'AiBreakdownResult',
);
export type AiBreakdownResult = z.infer<typeof aiBreakdownResultSchema>;

const studyBlockSchema = z.object({
  assignmentId: id,
  title: z.string(),
  /** 'HH:MM' on the student's wall clock. */
  start: z.string(),
  end: z.string(),
  minutes: z.int(),
  /** One line: why this block is here ('Due Fri: 2 of 3 blocks for this test'). */
  reason: z.string(),
});

/** A study plan by day for the student's open assignments; what did not fit, with the reason. */
export const aiOptimizeResultSchema = /* @__PURE__ */ named(
  z.object({
    days: z.array(
      z.object({
        /** 'YYYY-MM-DD' on the student's calendar. */
        date: z.string(),
        blocks: z.array(studyBlockSchema),
        totalMinutes: z.int(),
      }),
    ),
    unscheduled: z.array(z.object({ assignmentId: id, title: z.string(), reason: z.string() })),
    /** Open assignments not looked at: a plan covers at most 200 (the ones due last are left out). */
    leftOut: z.int(),
    summary: z.string(),
  }),
  'AiOptimizeResult',
);
export type AiOptimizeResult = z.infer<typeof aiOptimizeResultSchema>;
