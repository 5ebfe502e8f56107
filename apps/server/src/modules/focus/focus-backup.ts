import type { BackupFocusSession, FocusSession } from '@assignd/schemas';
import type { Executor } from '../../db/client';
import { breather } from '../../lib/breather';
import { requireRoomForRestore } from '../../platform/quotas';
import { RESTORE_BUSY_MS } from '../../platform/row-pool';
import type { RestoreContext } from '../../platform/server-module';
import { type FocusValues, focusRepository } from './focus-repository';
import { FOCUS_EXPORT_MAX, toFocusSession } from './focus-service';

/** The newest sessions, oldest first, as many as one restore takes back. */
export async function exportFocusSessions(tx: Executor, userId: string): Promise<FocusSession[]> {
  const rows = await focusRepository(tx).newest(userId, FOCUS_EXPORT_MAX);
  return rows.reverse().map(toFocusSession);
}

/**
 * Adds the sessions the student does not have yet (a session is known by its start). They come
 * back untied from assignments: restored assignments get new ids the file cannot name.
 */
export async function restoreFocusSessions(
  tx: Executor,
  { userId }: RestoreContext,
  rows: BackupFocusSession[] = [],
): Promise<number> {
  const focus = focusRepository(tx);
  const starts = await focus.startsOf(userId);
  const known = new Set(starts);
  const added: FocusValues[] = [];
  const pause = breather(RESTORE_BUSY_MS);
  for (const row of rows) {
    await pause();
    if (known.has(row.startedAt)) continue;
    known.add(row.startedAt);
    added.push({
      startedAt: new Date(row.startedAt),
      endedAt: new Date(row.endedAt),
      minutes: row.minutes,
      kind: 'work',
      assignmentId: null,
      createdAt: row.createdAt ? new Date(row.createdAt) : undefined,
    });
  }
  requireRoomForRestore('focusSessions', starts.length, added.length);
  await focus.insertMany(userId, added);
  return added.length;
}
