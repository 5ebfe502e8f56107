import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@assignd/schemas';
import { apiFetch, firstAnswer } from '@/lib/api-client';
import { authKeys } from './query-keys';

export function usePublicConfig() {
  return useQuery({
    queryKey: authKeys.publicConfig,
    queryFn: ({ signal }) => apiFetch('/api/config', publicConfigSchema, { signal }),
    initialData: () => firstAnswer('/api/config', publicConfigSchema),
    staleTime: Infinity,
  });
}
