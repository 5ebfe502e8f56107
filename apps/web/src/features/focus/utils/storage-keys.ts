/**
 * Where the focus timer keeps its state in localStorage (read by the store and the shell). The
 * keys carry the signed-in user's id: on a shared browser each student finds only their own
 * timer and unsent sessions, and none of them is ever posted under another account.
 */
export function focusStorageKeys(userId: string) {
  return {
    timer: `assignd.focus.timer.${userId}`,
    session: `assignd.focus.session.${userId}`,
    pending: `assignd.focus.pending.${userId}`,
  } as const;
}

/**
 * The keys from before they carried the user: whose data they hold cannot be known, so they are
 * dropped rather than handed to whoever signs in next.
 */
export function dropUnownedFocusStorage(): void {
  try {
    for (const key of ['assignd.focus.timer', 'assignd.focus.session', 'assignd.focus.pending']) {
      localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: then nothing was stored there either.
  }
}
