import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiFetch<PublicConfig>('/api/config', { signal }),
    staleTime: Infinity,
  });
}
