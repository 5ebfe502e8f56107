import { focusSessionListSchema, type FocusRangeQuery } from '@assignd/schemas';
import { useQuery } from '@tanstack/react-query';
import { loadMeta, queryKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** The student's focus sessions started in [from, to) (ISO instants), oldest first. */
export function useFocusSessions({ from, to }: FocusRangeQuery) {
  return useQuery({
    queryKey: [...queryKeys.focusSessions, from, to],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/focus-sessions?${new URLSearchParams({ from, to }).toString()}`,
        focusSessionListSchema,
        { signal },
      ),
    meta: loadMeta,
  });
}
