import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { focusSessionSchema } from '../../responses';

export const focusContract = moduleContract({
  realtime: { focus_sessions: focusSessionSchema },
  backup: { focusSessions: { row: focusSessionSchema, restored: z.int() } },
  // Twelve sessions a day for four years; the export keeps the newest a restore takes back.
  quotas: { focusSessions: { limit: 20_000, noun: 'focus sessions' } },
});
