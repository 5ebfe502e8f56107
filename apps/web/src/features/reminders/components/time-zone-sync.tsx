import { useEffect, useRef } from 'react';
import { usePreferences, useUpdatePreferences } from '@/features/profile/api/preferences';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * Reminder times are the student's wall-clock times, so the server needs their zone; the browser
 * knows it, and tells the server whenever it differs (the first visit, or after a move).
 */
export function TimeZoneSync() {
  const { data } = usePreferences();
  const { mutate: saveTimeZone } = useUpdatePreferences({ errorMessage: false });
  // Once per zone and page: a refused save rolls the optimistic zone back, which would otherwise
  // run this effect again, and again, for as long as the page is open.
  const tried = useRef<string | undefined>(undefined);
  const storedZone = data?.timeZone;
  useEffect(() => {
    const zone = browserTimeZone();
    if (storedZone === undefined || !zone || storedZone === zone || tried.current === zone) return;
    tried.current = zone;
    saveTimeZone({ timeZone: zone });
  }, [storedZone, saveTimeZone]);
  return null;
}
