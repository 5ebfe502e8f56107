import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }),
  });
}
