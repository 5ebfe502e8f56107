import { focusSessionSchema } from '@assignd/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, isPermanentFailure } from '@/lib/api-client';
import { pendingOwner, readPending, removePending, type FocusRecord } from './focus-timer-store';
import { focusKeys } from '../api/query-keys';

function post(record: FocusRecord) {
  const { startedAt, endedAt, minutes, assignmentId } = record;
  return apiFetch('/api/focus-sessions', focusSessionSchema, {
    method: 'POST',
    body: JSON.stringify({ startedAt, endedAt, minutes, assignmentId }),
  });
}

let flushing: Promise<void> | null = null;

async function flushOnce(queryClient: QueryClient): Promise<void> {
  const owner = pendingOwner();
  for (const record of readPending(owner)) {
    // Signed out or in as someone else meanwhile: the rest waits for its owner to sign in again.
    if (pendingOwner() !== owner) return;
    try {
      try {
        await post(record);
      } catch (error) {
        // The assignment was deleted meanwhile: the focus time still counts, without it.
        if (!(error instanceof ApiError && error.status === 404 && record.assignmentId))
          throw error;
        await post({ ...record, assignmentId: null });
      }
    } catch (error) {
      // Signed out elsewhere (401) or Pro has lapsed (403): the session is still the student's own,
      // so it waits for them. Another refusal repeats (a 409 is the same session posted by another
      // tab); anything else waits too.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      if (!isPermanentFailure(error)) return;
    }
    removePending(record.id, owner);
    await queryClient.invalidateQueries({ queryKey: focusKeys.focusSessions });
  }
}

/** Posts the finished work sessions not yet on the server, oldest first, one run at a time. */
export function flushFocusRecords(queryClient: QueryClient): Promise<void> {
  flushing ??= flushOnce(queryClient).finally(() => (flushing = null));
  return flushing;
}
