import { instantToLocalDateTime, parseLocalDate } from './calendar';

/**
 * Where the week view's timed items sit on a day's hour grid. Positions are wall-clock minutes of
 * the day, as the hour labels read: on a daylight-saving change day an event from 1:00 to 4:00 spans
 * three hour rows although two or four real hours pass.
 */

const MINUTES_PER_DAY = 1440;
/** The hour the grid opens scrolled to: the start of a school day. */
export const GRID_WORKING_HOURS = { from: 7 } as const;
/** An item without an end takes an hour, as calendars show a meeting with no end. */
const GRID_DEFAULT_MINUTES = 60;
/** The shortest block drawn (and so the shortest that counts for overlaps), so its title fits. */
const GRID_MIN_MINUTES = 30;

export interface TimedSpan {
  id: string;
  start: Date;
  /** Null for an item with a start only. */
  end: Date | null;
}

export interface GridPlacement {
  id: string;
  /** Minutes after the day's midnight where the block starts, 0 to 1440. */
  top: number;
  /** Minutes the block covers, at least GRID_MIN_MINUTES unless the day ends first. */
  height: number;
  /** Which of `columns` side-by-side columns it takes, from 0. */
  column: number;
  columns: number;
}

/** Minutes of `instant` on the wall clock counted from the start of local day `day`. */
function wallMinutesFrom(day: number, instant: Date, timeZone?: string): number {
  const { date, time } = instantToLocalDateTime(instant, timeZone);
  const days = (parseLocalDate(date) ?? day) - day;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return days * MINUTES_PER_DAY + hours * 60 + minutes;
}

const clampToDay = (minutes: number) => Math.min(MINUTES_PER_DAY, Math.max(0, minutes));

/**
 * The blocks of the spans that touch local day `day` (days since 1970-01-01, see `calendarDay`),
 * clipped to it, each in a column so that overlapping blocks stand side by side. Blocks that
 * overlap, directly or through others, share one column count; earlier and then longer ones take
 * the columns further left. A span that ends at the day's midnight is not on it.
 */
export function placeOnDay(
  spans: readonly TimedSpan[],
  day: number,
  timeZone?: string,
): GridPlacement[] {
  const blocks: { id: string; top: number; bottom: number }[] = [];
  for (const span of spans) {
    const start = wallMinutesFrom(day, span.start, timeZone);
    const end = span.end ? wallMinutesFrom(day, span.end, timeZone) : start + GRID_DEFAULT_MINUTES;
    if (start >= MINUTES_PER_DAY || (start < 0 && end <= 0)) continue;
    const top = clampToDay(start);
    const bottom = Math.min(MINUTES_PER_DAY, Math.max(clampToDay(end), top + GRID_MIN_MINUTES));
    blocks.push({ id: span.id, top: Math.min(top, bottom - GRID_MIN_MINUTES), bottom });
  }
  blocks.sort((a, b) => a.top - b.top || b.bottom - a.bottom || a.id.localeCompare(b.id));

  const placed: GridPlacement[] = [];
  let cluster: GridPlacement[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const block of cluster) block.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const block of blocks) {
    if (block.top >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((end) => end <= block.top);
    if (column < 0) column = columnEnds.push(block.bottom) - 1;
    else columnEnds[column] = block.bottom;
    const placement = {
      id: block.id,
      top: block.top,
      height: block.bottom - block.top,
      column,
      columns: 1,
    };
    cluster.push(placement);
    placed.push(placement);
    clusterEnd = Math.max(clusterEnd, block.bottom);
  }
  closeCluster();
  return placed;
}
