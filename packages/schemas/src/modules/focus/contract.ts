import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { focusSessionSchema } from '../../responses';

export const focusContract = moduleContract({
  realtime: { focus_sessions: focusSessionSchema },
  backup: { focusSessions: { row: focusSessionSchema, restored: z.int() } },
});
