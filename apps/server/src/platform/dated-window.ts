/** A span of time and the most rows read from it, for what goes out to another calendar. */
export interface DatedWindow {
  from: Date;
  to: Date;
  limit: number;
}

const DAY_MS = 86_400_000;
const PAST_DAYS = 90;
const FUTURE_DAYS = 365;

/**
 * The span another calendar (the feed, Google Calendar) is given around `now`: recent work stays
 * visible and the year ahead is there.
 */
export function exportSpan(now: Date): Pick<DatedWindow, 'from' | 'to'> {
  return {
    from: new Date(now.getTime() - PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + FUTURE_DAYS * DAY_MS),
  };
}
