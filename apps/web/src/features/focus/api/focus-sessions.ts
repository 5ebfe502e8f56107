import { focusSessionListSchema, type FocusRangeQuery } from '@assignd/schemas';
import { useQuery } from '@tanstack/react-query';
import { loadMeta } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';
import { focusKeys } from './query-keys';

/** The student's focus sessions started in [from, to) (ISO instants), oldest first. */
export function useFocusSessions({ from, to }: FocusRangeQuery) {
  return useQuery({
    queryKey: [...focusKeys.focusSessions, from, to],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/focus-sessions?${new URLSearchParams({ from, to }).toString()}`,
        focusSessionListSchema,
        { signal },
      ),
    meta: loadMeta,
  });
}
