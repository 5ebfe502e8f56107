import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { plannerEventSchema } from '../../responses';

export const eventsContract = moduleContract({
  realtime: { events: plannerEventSchema },
  backup: { events: { row: plannerEventSchema, restored: z.int() } },
  quotas: { events: { limit: 5000, noun: 'events' } },
});
