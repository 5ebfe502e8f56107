import { STUDY_QUOTAS, type StudyQuota, studyQuotaMessage } from '@assignd/schemas';
import { HttpError } from '../../lib/http';
import type { PlannerRepositories } from '../../repositories/planner-repositories';

/**
 * Run first in a write's transaction: takes the student's quota lock (the one the planner tables
 * use) and refuses `adding` rows that would pass the quota.
 */
export async function requireStudyRoom(
  { quotas, studySets, flashcards }: PlannerRepositories,
  userId: string,
  table: StudyQuota,
  adding: number,
): Promise<void> {
  await quotas.lock(userId);
  const existing = await (table === 'studySets' ? studySets : flashcards).count(userId);
  if (existing + adding > STUDY_QUOTAS[table]) {
    throw new HttpError(409, studyQuotaMessage(table), table);
  }
}
