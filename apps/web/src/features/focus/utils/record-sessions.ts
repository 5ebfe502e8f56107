import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { submitWrite } from '@/lib/outbox/write';
import { pendingOwner, readPending, removePending, type FocusRecord } from './focus-timer-store';
import { focusKeys } from '../api/query-keys';

const PATH = '/api/focus-sessions';

/**
 * Hands a finished session to the outbox (docs/decisions/0018), which sends it now or once back
 * online, once: its key is the session's own, so two tabs handing it over send it once.
 */
function submit(record: FocusRecord) {
  const { startedAt, endedAt, minutes, assignmentId } = record;
  return submitWrite({
    method: 'POST',
    path: PATH,
    label: 'Focus session',
    key: `focus-session:${record.id}`,
    write: { op: 'append', target: PATH, body: { startedAt, endedAt, minutes, assignmentId } },
  });
}

let flushing: Promise<void> | null = null;

async function flushOnce(queryClient: QueryClient): Promise<void> {
  const owner = pendingOwner();
  for (const record of readPending(owner)) {
    // Signed out or in as someone else meanwhile: the rest waits for its owner to sign in again.
    if (pendingOwner() !== owner) return;
    try {
      await submit(record);
    } catch (error) {
      // Signed out elsewhere (401) or Pro has lapsed (403): the session is still the student's
      // own, so it waits here for them, as it does when it could not be queued. Another refusal
      // (a session overlapping one recorded) is final.
      if (!(error instanceof ApiError) || error.status === 401 || error.status === 403) return;
    }
    // Sent, refused for good, or kept by the outbox until it can be sent.
    removePending(record.id, owner);
    await queryClient.invalidateQueries({ queryKey: focusKeys.focusSessions });
  }
}

/** Hands the finished work sessions not yet sent to the outbox, oldest first, one run at a time. */
export function flushFocusRecords(queryClient: QueryClient): Promise<void> {
  flushing ??= flushOnce(queryClient).finally(() => (flushing = null));
  return flushing;
}
