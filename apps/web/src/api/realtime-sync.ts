import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Assignment } from '@assignd/schemas';
import { CLIENT_ID } from '@/lib/client-id';
import { notify } from '@/lib/notify';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { removeRow, upsertRow } from './mutation-helpers';
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

/**
 * Keeps the cache in step with the student's other devices while signed in: applies each change
 * the server pushes and shows the spec's toast for it, and refetches everything after a reconnect.
 * `rules` (the capabilities' realtime rules) must be stable.
 */
export function useRealtimeSync(rules: RealtimeRules): void {
  const client = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;

  useEffect(() => {
    // Keyed on the user, so another account signing in elsewhere gets a socket of its own.
    if (!userId) return;
    return startRealtime({
      onMessage(data) {
        const message = parseRealtimeMessage(data);
        if (!message) return;
        const { steps, toast } = planRealtimeMessage(rules, message, CLIENT_ID);
        for (const step of steps) applyStep(client, rules, step);
        // The same id replaces rather than stacks when one row changes many times in a row.
        if (toast) notify.info(toast, { id: toast });
      },
      onResync: () => void client.invalidateQueries(),
    });
  }, [client, userId, rules]);
}
