/*
 * The local-only version of the planner kept the schedule in this browser's localStorage. After
 * sign-in it moves to the server (spec 4, Sign-in migration): see hooks/use-schedule-migration.ts.
 * This module only finds and removes the old copy, so the check costs nothing on every start; the
 * parsing (with the schedule's validation rules) is in legacy-schedule-parse.ts, loaded when needed.
 */

export const LEGACY_SCHEDULE_KEYS = ['schedule', 'assignd_schedule'] as const;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether any old schedule key holds something. */
export function hasLegacySchedule(storage = browserStorage()): boolean {
  if (!storage) return false;
  try {
    return LEGACY_SCHEDULE_KEYS.some((key) => storage.getItem(key) !== null);
  } catch {
    return false;
  }
}

export function removeLegacySchedule(storage = browserStorage()): void {
  if (!storage) return;
  try {
    for (const key of LEGACY_SCHEDULE_KEYS) storage.removeItem(key);
  } catch {
    // Storage refused: the copy stays and the migration looks again next time.
  }
}
