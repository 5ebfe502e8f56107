import { z } from 'zod';

/** The most rows one page of a list holds. */
const PAGE_LIMIT_MAX = 500;

const limitMessage = `Expected a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/**
 * `?limit=&cursor=` on a list route. Without `limit` the route answers the whole list as before;
 * with it, one page. The cursor is opaque: the `nextCursor` of the page before.
 */
export const listQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(PAGE_LIMIT_MAX, limitMessage)
      .optional(),
    cursor: z.string().min(1, 'Expected a cursor').max(200, 'Invalid cursor').optional(),
  })
  .refine((query) => query.cursor === undefined || query.limit !== undefined, {
    message: 'A cursor needs a limit',
    path: ['cursor'],
  });

/** One page of a list, newest first; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const sinceMessage = 'Expected a change number: a whole number from 0 up';

/** `?since=` on GET /api/changes: the last change number the device knows (digits only). */
export const changeFeedQuerySchema = z.object({
  since: z
    .string({ message: sinceMessage })
    .regex(/^\d{1,15}$/, sinceMessage)
    .transform(Number),
});
