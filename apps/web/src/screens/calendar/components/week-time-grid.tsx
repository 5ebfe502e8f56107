import {
  calendarDay,
  DEFAULT_DUE_TIME,
  GRID_WORKING_HOURS,
  instantToLocalDateTime,
  placeOnDay,
  type GridPlacement,
} from '@assignd/core';
import type { Assignment, PlannerEvent, SchoolClass } from '@assignd/schemas';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { eventWhenWhere } from '@/features/events/public/event-times';
import { cn } from '@/lib/cn';
import { formatFullDate, formatHour, formatTime } from '@/lib/format-date';
import { itemColor, type CalendarItem } from '../utils/calendar-items';

/** One hour row's height in px: a 30-minute block holds two short lines. */
const HOUR_PX = 64;
/** Room above the first working hour, so its label is not cut in half. */
const SCROLL_MARGIN_PX = 12;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** An assignment due at the default 23:59 has a day but no time the student chose. */
function isUntimed(item: CalendarItem): boolean {
  if (item.kind === 'event') return !item.timed;
  return instantToLocalDateTime(item.at).time === DEFAULT_DUE_TIME;
}

function spanOf(item: CalendarItem) {
  const end = item.kind === 'event' && item.event.endDate ? new Date(item.event.endDate) : null;
  // A due time is a moment: its block is the shortest one drawn.
  return {
    id: `${item.kind}:${item.id}`,
    start: item.at,
    end: item.kind === 'event' ? end : item.at,
  };
}

function timeText(item: CalendarItem, now: Date): string | null {
  return item.kind === 'event' ? eventWhenWhere(item.event, now) : `Due ${formatTime(item.at)}`;
}

interface Props {
  days: Date[];
  now: Date;
  items: Map<number, CalendarItem[]>;
  classes: Map<string, SchoolClass> | undefined;
  onEditAssignment: (assignment: Assignment) => void;
  onEditEvent: (event: PlannerEvent) => void;
}

/**
 * The week's items on an hour grid under the day buttons: untimed ones (all-day events,
 * assignments due at the default 23:59) in a strip on top, timed ones placed by start and length
 * with overlapping ones side by side (placeOnDay). It opens scrolled to the school day.
 */
export function WeekTimeGrid({ days, now, items, classes, onEditAssignment, onEditEvent }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (scroller.current)
      scroller.current.scrollTop = GRID_WORKING_HOURS.from * HOUR_PX - SCROLL_MARGIN_PX;
  }, []);

  // Placing a day's overlaps is the costly part; the clock ticking over must not redo it.
  const columns = useMemo(
    () =>
      days.map((day) => {
        const key = calendarDay(day);
        const list = items.get(key) ?? [];
        const untimed = list.filter(isUntimed);
        const timed = list.filter((item) => !isUntimed(item));
        const byId = new Map(timed.map((item) => [spanOf(item).id, item]));
        const placed = placeOnDay(timed.map(spanOf), key).flatMap((placement) => {
          const item = byId.get(placement.id);
          return item ? [{ placement, item }] : [];
        });
        return { day, key, untimed, placed };
      }),
    [days, items],
  );
  const open = (item: CalendarItem) =>
    item.kind === 'event' ? onEditEvent(item.event) : onEditAssignment(item.assignment);
  const chipButton =
    'focus-visible:ring-ring w-full cursor-pointer overflow-hidden rounded text-left text-xs leading-tight focus-visible:ring-2 focus-visible:outline-none';

  return (
    <div className="mt-2 grid gap-1">
      <div className="grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] gap-1">
        <span className="text-muted-foreground self-center text-right text-[0.7rem] font-medium">
          All day
        </span>
        {columns.map(({ key, day, untimed }) => (
          <ul
            key={key}
            aria-label={`${formatFullDate(day)}, all day`}
            className="grid min-h-8 content-start gap-1"
          >
            {untimed.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <button
                  type="button"
                  onClick={() => open(item)}
                  className={cn(
                    chipButton,
                    'bg-muted hover:bg-accent border-l-4 px-1.5 py-1 wrap-anywhere',
                  )}
                  style={{ borderLeftColor: itemColor(item, classes) }}
                >
                  {item.title}
                  {item.kind === 'event' && item.event.location && (
                    <span className="text-muted-foreground block">{item.event.location}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <div
        ref={scroller}
        // Scrollable, so keyboard users can reach the hours above and below the school day.
        tabIndex={0}
        role="region"
        aria-label="Hours of the week"
        className="focus-visible:ring-ring relative max-h-[30rem] overflow-y-auto overscroll-contain rounded-lg border focus-visible:ring-2 focus-visible:outline-none"
      >
        <div
          className="grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]"
          style={{ height: 24 * HOUR_PX }}
        >
          <div aria-hidden="true" className="relative">
            {HOURS.slice(1).map((hour) => (
              <span
                key={hour}
                className="text-muted-foreground absolute right-2 -translate-y-1/2 text-[0.7rem] whitespace-nowrap"
                style={{ top: hour * HOUR_PX }}
              >
                {formatHour(hour)}
              </span>
            ))}
          </div>
          {columns.map(({ key, day, placed }) => (
            <ul
              key={key}
              aria-label={formatFullDate(day)}
              className="relative border-l"
              style={{
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--border) ${HOUR_PX - 1}px, var(--border) ${HOUR_PX}px)`,
              }}
            >
              {placed.map(({ placement, item }) => (
                <TimedBlock
                  key={placement.id}
                  placement={placement}
                  item={item}
                  color={itemColor(item, classes)}
                  time={timeText(item, now)}
                  className={chipButton}
                  onOpen={() => open(item)}
                />
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}

function TimedBlock({
  placement,
  item,
  color,
  time,
  className,
  onOpen,
}: {
  placement: GridPlacement;
  item: CalendarItem;
  color: string;
  time: string | null;
  className: string;
  onOpen: () => void;
}) {
  const width = 100 / placement.columns;
  return (
    <li
      className="absolute px-0.5"
      style={{
        top: (placement.top / 60) * HOUR_PX,
        height: (placement.height / 60) * HOUR_PX,
        left: `${placement.column * width}%`,
        width: `${width}%`,
      }}
    >
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          className,
          'bg-card hover:bg-accent h-full border border-l-4 px-1.5 py-0.5 shadow-xs',
        )}
        style={{ borderLeftColor: color }}
      >
        <span className="block font-medium wrap-anywhere">{item.title}</span>
        {time && <span className="text-muted-foreground block wrap-anywhere">{time}</span>}
      </button>
    </li>
  );
}
