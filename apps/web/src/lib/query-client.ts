import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isPermanentFailure, OfflineError, OFFLINE_MESSAGE } from './api-client';
import { notify } from './notify';
import { currentSession, refreshSession, subscribeToSession, type SessionState } from './session';

const MAX_RETRIES = 3;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Toast raised when the query finally fails (after its retries). */
      errorToast?: string;
    };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      // The session ended elsewhere (sign-out in another tab, expiry): let the router react.
      if (error instanceof ApiError && error.status === 401) {
        void refreshSession();
        return;
      }
      const message = query.meta?.errorToast;
      // One toast however many lists fail together: the same id replaces rather than stacks.
      if (message) notify.error(message, { id: message });
    },
  }),
  mutationCache: new MutationCache({
    onError(error) {
      // Whatever the change, the same words: it was not saved because the device is offline.
      if (error instanceof OfflineError) notify.error(OFFLINE_MESSAGE, { id: OFFLINE_MESSAGE });
    },
  }),
  defaultOptions: {
    // A change made offline runs at once: the outbox keeps it (lib/outbox), and a change that
    // cannot wait is refused with its reason. Paused, it would show and then never be kept.
    mutations: { networkMode: 'always' },
    queries: {
      staleTime: 5 * 60 * 1000,
      retry: (failureCount, error) => failureCount < MAX_RETRIES && !isPermanentFailure(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
  },
});

const userIdOf = (session: SessionState) =>
  session.status === 'signed-in' ? session.user.id : undefined;

// Cached data belongs to one account: drop it whenever the signed-in user changes or leaves, also
// when that happens in another tab or because the session expired.
let cachedFor = userIdOf(currentSession());
subscribeToSession((session) => {
  if (session.status === 'loading') return;
  const userId = userIdOf(session);
  if (userId === cachedFor) return;
  cachedFor = userId;
  queryClient.clear();
});
