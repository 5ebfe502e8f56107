import { errorSchema } from '@assignd/schemas';
import * as z from 'zod/mini';

/*
 * What route schemas share: the answers every route under /api may give besides its own
 * (docs/api.md), and the path id.
 */

export const SIGNED_IN_ERRORS = { 401: errorSchema, 503: errorSchema } as const;
export const WRITE_ERRORS = {
  ...SIGNED_IN_ERRORS,
  400: errorSchema,
  403: errorSchema,
  413: errorSchema,
} as const;
/** Whole-planner requests run in a per-student lane that may be full. */
export const HEAVY_ERRORS = { ...SIGNED_IN_ERRORS, 429: errorSchema } as const;
/** AI calls are rate limited per student, and a configured model may fail or time out. */
export const AI_ERRORS = { 429: errorSchema, 502: errorSchema } as const;
/** An AI request that reads the planner: a write's answers, the heavy lane's and the model's. */
export const AI_HEAVY_ERRORS = { ...WRITE_ERRORS, ...HEAVY_ERRORS, ...AI_ERRORS } as const;

/**
 * The path id. Kept a plain string: a malformed id is a 404 like any unknown row (never a 400),
 * so it must not fail validation before the route runs; the handler's `pathId` answers it.
 */
export const rowParams = z.object({ id: z.string() });
