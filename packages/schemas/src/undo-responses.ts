import * as z from 'zod/mini';
import { gradeCategorySchema } from './modules/grades/responses';
import { assignmentSchema, plannerEventSchema, schoolClassSchema } from './responses';

/*
 * What a delete answers: everything its restore (POST /api/<things>/restore, see undo.ts) needs
 * to put the row back with its links. The token ties it to the student and the row.
 */

const named = <T extends z.ZodMiniType>(schema: T, id: string): T => {
  z.globalRegistry.add(schema, { id });
  return schema;
};

export const deletedAssignmentSchema = /* @__PURE__ */ named(
  z.object({
    assignment: assignmentSchema,
    focusSessionIds: z.array(z.string()),
    token: z.string(),
  }),
  'DeletedAssignment',
);
export type DeletedAssignment = z.infer<typeof deletedAssignmentSchema>;

export const deletedClassSchema = /* @__PURE__ */ named(
  z.object({
    class: schoolClassSchema,
    assignmentIds: z.array(z.string()),
    periods: z.array(z.object({ day: z.string(), id: z.string() })),
    /** Its grading categories, which went with it, and the grades that were in them. */
    gradeCategories: z.array(gradeCategorySchema),
    gradedIn: z.array(z.object({ assignmentId: z.string(), categoryId: z.string() })),
    token: z.string(),
  }),
  'DeletedClass',
);
export type DeletedClass = z.infer<typeof deletedClassSchema>;

export const deletedEventSchema = /* @__PURE__ */ named(
  z.object({ event: plannerEventSchema, token: z.string() }),
  'DeletedEvent',
);
export type DeletedEvent = z.infer<typeof deletedEventSchema>;
