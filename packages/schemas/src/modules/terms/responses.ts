import * as z from 'zod/mini';
import { id, instant, named } from '../../response-parts';

/** A term: its first and last day on the student's calendar ('YYYY-MM-DD'). */
export const termSchema = /* @__PURE__ */ named(
  z.object({
    id,
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    createdAt: instant,
    updatedAt: instant,
  }),
  'Term',
);
export type Term = z.infer<typeof termSchema>;

/** DELETE /api/terms/:id: the term, the classes that lost it, and the token of an undo. */
export const deletedTermSchema = /* @__PURE__ */ named(
  z.object({ term: termSchema, classIds: z.array(id), token: z.string() }),
  'DeletedTerm',
);
export type DeletedTerm = z.infer<typeof deletedTermSchema>;
