import { gradesSchema } from '@assignd/schemas';
import { useServerQuery } from '../../../api/server-query';
import { gradeKeys } from './query-keys';

/**
 * The server's figures of today's classes (GET /api/grades): what the dashboard shows without
 * loading the lists and rules the Grades screen computes them from. A card, so it shows its own
 * failure instead of a toast.
 */
export function useServerGrades() {
  return useServerQuery(gradeKeys.report, '/api/grades', gradesSchema, undefined);
}
