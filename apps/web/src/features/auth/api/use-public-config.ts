import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiFetch('/api/config', publicConfigSchema, { signal }),
    staleTime: Infinity,
  });
}
