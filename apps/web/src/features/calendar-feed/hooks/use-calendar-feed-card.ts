import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { browserTimeZone } from '@/lib/time-zone';
import {
  useCalendarFeed,
  useRegenerateCalendarFeed,
  useUpdateCalendarFeed,
} from '../api/calendar-feed';

const FEED_COPIED = 'Feed URL copied';
const COPY_FAILED = 'Could not copy the feed URL. Select it and copy it yourself.';

/** Calendar apps subscribe to webcal:// links; the feed itself is served over http(s). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** The feed card's data and actions, the same on Settings and the calendar page. */
export function useCalendarFeedCard() {
  const feed = useCalendarFeed();
  const update = useUpdateCalendarFeed();
  const { mutate: saveTimeZone } = useUpdateCalendarFeed({ silent: true });
  const regenerate = useRegenerateCalendarFeed();
  const storedZone = feed.data?.timeZone;

  // All-day items are dated on the student's calendar; preferences keep no zone, so the browser
  // tells the server its own whenever they differ.
  useEffect(() => {
    const zone = browserTimeZone();
    if (storedZone !== undefined && zone && storedZone !== zone) saveTimeZone({ timeZone: zone });
  }, [storedZone, saveTimeZone]);

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      notify.success(FEED_COPIED);
    } catch {
      notify.error(COPY_FAILED);
    }
  };

  return { feed, update, regenerate, copy };
}
