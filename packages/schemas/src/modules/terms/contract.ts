import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { termSchema } from './responses';

export const termsContract = moduleContract({
  realtime: { terms: termSchema },
  backup: { terms: { row: termSchema, restored: z.int() } },
  // Two terms a year for a whole school career, and then some.
  quotas: { terms: { limit: 100, noun: 'terms' } },
});
