import { useEffect } from 'react';
import { usePreferences, useUpdatePreferences } from '@/features/settings/api/preferences';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Reminder times are the student's wall-clock times, so the server needs their zone; the browser
 * knows it, and tells the server whenever it differs (the first visit, or after a move).
 */
export function TimeZoneSync() {
  const { data } = usePreferences();
  const { mutate: saveTimeZone } = useUpdatePreferences({ errorMessage: false });
  const storedZone = data?.timeZone;
  useEffect(() => {
    const zone = browserTimeZone();
    if (storedZone !== undefined && zone && storedZone !== zone) saveTimeZone({ timeZone: zone });
  }, [storedZone, saveTimeZone]);
  return null;
}
