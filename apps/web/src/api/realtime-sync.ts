import {
  partialMatchKey,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Assignment, changeFeedSchema } from '@assignd/schemas';
import { apiFetch, onListCursor } from '@/lib/api-client';
import { CLIENT_ID } from '@/lib/client-id';
import { notify } from '@/lib/notify';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { changeSync } from './change-sync';
import { removeRow, upsertRow } from '@/lib/list-rows';
import {
  parseRealtimeMessage,
  planRealtimeMessage,
  type CacheStep,
  type RealtimeRules,
} from './realtime-changes';

function applyStep(client: QueryClient, rules: RealtimeRules, step: CacheStep): void {
  if (step.kind === 'invalidate') {
    void client.invalidateQueries(step.key && { queryKey: step.key });
    return;
  }
  if (step.kind === 'unfile') {
    // The assignments' own rule names the list their hooks read.
    client.setQueryData<Assignment[]>(rules.assignments.key, (list) =>
      list?.map((row) => (row.classId === step.classId ? { ...row, classId: null } : row)),
    );
    return;
  }
  // A fetch still on its way may have been read before this change: fetch again instead.
  if (client.isFetching({ queryKey: step.key }) > 0) {
    void client.invalidateQueries({ queryKey: step.key });
    return;
  }
  if (step.kind === 'upsert') upsertRow(client, step.key, step.row);
  else if (step.kind === 'remove') removeRow(client, step.key, step.id);
  else client.setQueryData(step.key, step.data);
}

/** Rows the socket and the change feed keep fresh are not read again because time passed. */
const KEPT_FRESH = { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false };
/** Coming back into view or online asks what changed, at most this often (the socket may be down). */
const CATCH_UP_EVERY_MS = 60_000;

/**
 * Keeps the cache in step with the student's other devices while signed in: applies each change
 * the server pushes and shows the spec's toast for it, and after a reconnect, a sleep or a missed
 * change reads only what changed since (api/change-sync.ts). `rules` (the capabilities' realtime
 * rules) must be stable.
 */
export function useRealtimeSync(rules: RealtimeRules): void {
  const client = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;

  useEffect(() => {
    // Keyed on the user, so another account signing in elsewhere gets a socket of its own.
    if (!userId) return;
    const keys = Object.values(rules).map((rule) => rule.key);
    for (const key of keys) client.setQueryDefaults(key, KEPT_FRESH);
    const kept = (queryKey: QueryKey) => keys.some((key) => partialMatchKey(queryKey, key));
    const sync = changeSync({
      fetchFeed: (since) => apiFetch(`/api/changes?since=${since}`, changeFeedSchema),
      apply(message, live) {
        const { steps, toast } = planRealtimeMessage(rules, message, CLIENT_ID);
        for (const step of steps) applyStep(client, rules, step);
        // The same id replaces rather than stacks when one row changes many times in a row.
        if (toast && live) notify.info(toast, { id: toast });
      },
      startOver: () => void client.invalidateQueries(),
      afterCatchUp: () =>
        void client.invalidateQueries({ predicate: (query) => !kept(query.queryKey) }),
    });
    onListCursor(sync.noteList);
    let caughtUpAt = Date.now();
    const wake = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      if (Date.now() - caughtUpAt < CATCH_UP_EVERY_MS) return;
      caughtUpAt = Date.now();
      void sync.catchUp();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    const stop = startRealtime({
      onMessage(data) {
        const message = parseRealtimeMessage(data);
        if (message) sync.onMessage(message);
      },
      onReady(cursor) {
        caughtUpAt = Date.now();
        sync.onReady(cursor);
      },
    });
    return () => {
      stop();
      onListCursor(undefined);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      for (const key of keys) client.setQueryDefaults(key, {});
    };
  }, [client, userId, rules]);
}
