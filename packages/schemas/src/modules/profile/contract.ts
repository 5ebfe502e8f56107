import { moduleContract } from '../../module-contract';
import { profileSchema } from '../../responses';

/** Keyed by user: a change carries the whole profile. Backups hold no profile. */
export const profileContract = moduleContract({
  realtime: { profiles: profileSchema },
  backup: {},
  quotas: {},
});
