import {
  ASSIGNMENT_IMPORT_TEXT_MAX,
  assignmentImportProblem,
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  OPTIMIZE_ASSIGNMENTS_MAX,
} from '@assignd/core';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { instantSchema } from './dates';
import { assignmentCategorySchema, LIMITS } from './planner';
import { line, text } from './text';
import { TIME_ZONE_MESSAGE, timeZoneSchema } from './time-zone';

export const AI_MESSAGES = {
  /** Spec 5: AI import needs non-blank text. */
  blankText: 'Please enter some text to analyze',
  timeZone: TIME_ZONE_MESSAGE,
} as const;

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
        title: line(LIMITS.title).min(1, 'Please enter a title'),
        description: text(LIMITS.longText).nullish(),
        category: assignmentCategorySchema,
        dueDate: instantSchema.nullish(),
      })
      .strict(),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();

/** Spec 5: the optimizer needs at least one open assignment. */
export const AI_OPTIMIZE_NOTHING = 'No assignments to optimize. Please add some assignments first.';

// The client sends its assignments as it shows them; only the ids are used (the server plans the
// student's own rows), so the other fields are merely bounded.
const optimizeAssignmentSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(LIMITS.title).optional(),
  description: z.string().max(LIMITS.longText).nullish(),
  category: z.string().max(LIMITS.shortText).optional(),
  dueDate: z.string().max(64).nullish(),
  completed: z.boolean().optional(),
});

/**
 * POST /api/ai/optimize: which of the student's assignments to plan (all open ones when left
 * out), and the time zone whose calendar the plan is laid on; without one, UTC.
 */
export const aiOptimizeSchema = z
  .object({
    assignments: z
      .array(optimizeAssignmentSchema)
      .max(OPTIMIZE_ASSIGNMENTS_MAX, `At most ${OPTIMIZE_ASSIGNMENTS_MAX} assignments`)
      .optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();

/** Spec 5: a chat message needs non-blank text. */
const AI_CHAT_BLANK = 'Please enter a message';

const chatText = text(CHAT_MESSAGE_MAX);

/**
 * POST /api/ai/chat: the student's message (alone, it is the connection test), the assignment the
 * chat is about (spec 7), the conversation so far, and the time zone whose 'today' is meant.
 */
export const aiChatSchema = z
  .object({
    message: chatText.min(1, AI_CHAT_BLANK),
    context: z
      .object({
        title: line(LIMITS.title).min(1, 'Please enter a title'),
        description: text(LIMITS.longText).nullish(),
        category: assignmentCategorySchema.nullish(),
        dueDate: instantSchema.nullish(),
      })
      .strict()
      .optional(),
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: chatText }).strict())
      .max(CHAT_HISTORY_MAX, `At most ${CHAT_HISTORY_MAX} messages`)
      .optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();

/** Which engine answers: the built-in rules, or the model the server's admin configured. */
const AI_ENGINES = ['built-in', 'model'] as const;

/** Registered under a name, so the OpenAPI document refers to it instead of repeating it. */
function named<T extends zm.ZodMiniType>(schema: T, id: string): T {
  zm.globalRegistry.add(schema, { id });
  return schema;
}

/** The study assistant's reply, and which engine wrote it. */
export const aiChatResultSchema = /* @__PURE__ */ named(
  zm.object({ reply: zm.string(), engine: zm.enum(AI_ENGINES) }),
  'AiChatResult',
);
export type AiChatResult = zm.infer<typeof aiChatResultSchema>;

/** Which engine answers the AI tools; `model` is the configured model's name. */
export const aiStatusSchema = /* @__PURE__ */ named(
  zm.object({ engine: zm.enum(AI_ENGINES), model: zm.nullable(zm.string()) }),
  'AiStatus',
);
export type AiStatus = zm.infer<typeof aiStatusSchema>;
