import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { savedScheduleSchema } from '../../responses';

/**
 * Keyed by user. A backup holds zero or one schedule; restore says whether it replaced a
 * different one (or none).
 */
export const scheduleContract = moduleContract({
  realtime: { schedule: savedScheduleSchema },
  backup: { schedule: { row: savedScheduleSchema, restored: z.boolean() } },
  quotas: {},
});
