import { useEffect, useRef } from 'react';
import { useClasses } from '@/features/classes/api/classes';
import { useSaveSchedule, useSchedule } from '@/features/schedule/api/schedule';
import { removeLegacySchedule } from '@/lib/legacy-schedule';

const SCHEDULE_MIGRATED_MESSAGE = 'Schedule migrated to cloud storage';

/**
 * Spec 4, Sign-in migration: a schedule left in this browser by the local-only version is uploaded
 * when the account has none, then the local copy is removed; when the account already has one, the
 * local copy is just removed. Mount only when `hasLegacySchedule()` says there is something, so
 * nobody else pays for the look-up. A failed upload keeps the copy for the next sign-in, and so does
 * text that is not a schedule at all.
 */
function useScheduleMigration(): void {
  const schedule = useSchedule();
  const classes = useClasses();
  const { mutateAsync } = useSaveSchedule({
    successMessage: SCHEDULE_MIGRATED_MESSAGE,
    errorMessage: false,
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || schedule.data === undefined || classes.data === undefined) return;
    started.current = true;
    if (schedule.data !== null) {
      removeLegacySchedule();
      return;
    }
    const known = new Set(classes.data.map((row) => row.id));
    void import('@/lib/legacy-schedule-parse')
      .then(async ({ findLegacySchedule }) => {
        const found = findLegacySchedule(window.localStorage, known);
        if (!found) return;
        await mutateAsync(found.schedule);
        removeLegacySchedule();
      })
      .catch((error: unknown) => console.warn('The local schedule was not migrated', error));
  }, [schedule.data, classes.data, mutateAsync]);
}

/** The migration as a component, so the signed-in layout can load it only when it is needed. */
export function ScheduleMigration(): null {
  useScheduleMigration();
  return null;
}
