import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { schoolClassSchema } from '../../responses';

export const classesContract = moduleContract({
  realtime: { classes: schoolClassSchema },
  backup: { classes: { row: schoolClassSchema, restored: z.int() } },
  quotas: { classes: { limit: 200, noun: 'classes' } },
});
