import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { assignmentSchema } from '../../responses';

export const assignmentsContract = moduleContract({
  realtime: { assignments: assignmentSchema },
  backup: { assignments: { row: assignmentSchema, restored: z.int() } },
  quotas: { assignments: { limit: 5000, noun: 'assignments' } },
});
