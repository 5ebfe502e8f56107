import { calendarDay } from '@assignd/core';
import type { Assignment, PlannerEvent, SchoolClass } from '@assignd/schemas';
import {
  addDays,
  addMonths,
  addWeeks,
  endOfWeek,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { itemColor, type CalendarItem } from '../utils/calendar-items';
import { WeekTimeGrid } from './week-time-grid';
import {
  formatDateRange,
  formatDayOfMonth,
  formatFullDate,
  formatMonthYear,
  formatNarrowWeekday,
  formatShortMonth,
  formatShortWeekday,
} from '@/lib/format-date';

export type CalendarView = 'month' | 'week';

/** Weeks start on Sunday, like the weekly schedule (0 = Sunday). */
const WEEK_STARTS_ON = 0;
const MAX_DOTS = 3;
/** Titles a month cell shows before '+N more'; the week view has its hour grid instead. */
const MAX_CHIPS = 3;
/** The week view's columns leave room for the hour labels of its time grid. */
const WEEK_COLUMNS = 'grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]';

/** The days drawn: six whole weeks around the month (so the height never jumps), or one week. */
function visibleDays(view: CalendarView, cursor: Date): Date[] {
  const first =
    view === 'month'
      ? startOfWeek(startOfMonth(cursor), { weekStartsOn: WEEK_STARTS_ON })
      : startOfWeek(cursor, { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: view === 'month' ? 42 : 7 }, (_, index) => addDays(first, index));
}

/** Whether `day` is on the page shown for `cursor` (outside days of a month page do not count). */
export function isVisible(view: CalendarView, cursor: Date, day: Date): boolean {
  if (view === 'month') return isSameMonth(cursor, day);
  const start = startOfWeek(cursor, { weekStartsOn: WEEK_STARTS_ON });
  return day >= start && day <= endOfWeek(cursor, { weekStartsOn: WEEK_STARTS_ON });
}

/** 'November 2026', or the week as 'Nov 22 – 28, 2026'. */
function rangeTitle(view: CalendarView, cursor: Date): string {
  if (view === 'month') return formatMonthYear(cursor);
  return formatDateRange(
    startOfWeek(cursor, { weekStartsOn: WEEK_STARTS_ON }),
    endOfWeek(cursor, { weekStartsOn: WEEK_STARTS_ON }),
  );
}

const ARROW_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

interface Props {
  view: CalendarView;
  /** A day in the month (or week) shown. */
  cursor: Date;
  /** The selected day (local midnight). */
  selected: Date;
  now: Date;
  items: Map<number, CalendarItem[]>;
  classes: Map<string, SchoolClass> | undefined;
  onSelect: (day: Date) => void;
  /** Shows another month or week without changing the selection. */
  onCursorChange: (cursor: Date) => void;
  /** The week grid's items open their edit dialogs. */
  onEditAssignment: (assignment: Assignment) => void;
  onEditEvent: (event: PlannerEvent) => void;
  className?: string;
}

/**
 * The month grid with each day's items (dots in a narrow cell, up to three titles and '+N more' in
 * a wide one), or the week's day row over its hour grid. A click selects a day;
 * arrow keys move the selection a day or a week, turning the page when they leave it.
 */
export function MonthCalendar({
  view,
  cursor,
  selected,
  now,
  items,
  classes,
  onSelect,
  onCursorChange,
  onEditAssignment,
  onEditEvent,
  className,
}: Props) {
  const week = view === 'week';
  const days = visibleDays(view, cursor);
  const today = calendarDay(now);
  const selectedDay = calendarDay(selected);
  const title = rangeTitle(view, cursor);
  const step = (direction: 1 | -1) =>
    onCursorChange(view === 'month' ? addMonths(cursor, direction) : addWeeks(cursor, direction));

  // After an arrow key the selected day's button takes the focus (it may be a new page's).
  const grid = useRef<HTMLDivElement>(null);
  const focusSelected = useRef(false);
  useEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    grid.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = ARROW_STEPS[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    focusSelected.current = true;
    onSelect(addDays(selected, delta));
  };

  // The selected day is the one Tab reaches; when it is not on this page, the first day is.
  const tabbable = days.some((day) => calendarDay(day) === selectedDay)
    ? selectedDay
    : calendarDay(days[0] ?? cursor);

  return (
    <Card className={cn('@container min-w-0 p-3 sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 px-1">
        <h2 aria-live="polite" className="min-w-0 text-lg font-semibold tracking-tight">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              onCursorChange(now);
              onSelect(now);
            }}
          >
            Today
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={view === 'month' ? 'Previous month' : 'Previous week'}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={view === 'month' ? 'Next month' : 'Next week'}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>

      <div
        aria-hidden="true"
        className={cn('mb-1 grid gap-1', week ? WEEK_COLUMNS : 'grid-cols-7')}
      >
        {week && <span />}
        {days.slice(0, 7).map((day) => (
          <span
            key={day.getDay()}
            className="text-muted-foreground py-1 text-center text-xs font-medium tracking-wide uppercase"
          >
            <span className="@md:hidden">{formatNarrowWeekday(day)}</span>
            <span className="hidden @md:inline">{formatShortWeekday(day)}</span>
          </span>
        ))}
      </div>

      <div
        ref={grid}
        role="group"
        aria-label={title}
        onKeyDown={onKeyDown}
        className={cn('grid gap-1', week ? WEEK_COLUMNS : 'grid-cols-7')}
      >
        {week && <span aria-hidden="true" />}
        {days.map((day) => {
          const key = calendarDay(day);
          const dayItems = items.get(key) ?? [];
          const isSelected = key === selectedDay;
          const isToday = key === today;
          const outside = view === 'month' && !isSameMonth(day, cursor);
          const count = dayItems.length;
          const label = `${formatFullDate(day)}${
            count > 0 ? `, ${count} ${count === 1 ? 'item' : 'items'}` : ''
          }`;
          return (
            <button
              key={key}
              type="button"
              aria-label={label}
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              tabIndex={key === tabbable ? 0 : -1}
              onClick={() => onSelect(day)}
              className={cn(
                'group relative flex min-w-0 cursor-pointer flex-col items-center rounded-lg border p-1 transition-colors',
                'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
                week ? 'h-16' : 'h-14 @md:h-16 @lg:h-32',
                isSelected ? 'border-primary/50 bg-accent' : 'hover:bg-muted border-transparent',
                // Muted text, not opacity: faded numbers fell below 4.5:1 on the dark theme.
                outside && !isSelected && 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm tabular-nums',
                  isSelected
                    ? 'bg-primary text-primary-foreground font-semibold'
                    : isToday
                      ? 'text-primary ring-primary font-bold ring-2 ring-inset'
                      : 'font-medium',
                )}
              >
                {formatDayOfMonth(day)}
              </span>
              {view === 'week' && (
                <span className="text-muted-foreground mt-0.5 text-[0.7rem] leading-none">
                  {formatShortMonth(day)}
                </span>
              )}
              {count > 0 && !week && (
                // Dots where a cell is too narrow for words, titles where it is wide enough.
                <span
                  aria-hidden="true"
                  className="mt-auto mb-1 flex items-center gap-0.5 @lg:hidden"
                >
                  {dayItems.slice(0, MAX_DOTS).map((item) => (
                    <span
                      key={item.id}
                      className="size-1.5 rounded-full"
                      style={{ backgroundColor: itemColor(item, classes) }}
                    />
                  ))}
                  {count > MAX_DOTS && (
                    <span className="text-muted-foreground hidden pl-0.5 text-[0.625rem] leading-none font-medium @md:inline">
                      +{count - MAX_DOTS}
                    </span>
                  )}
                </span>
              )}
              {count > 0 && !week && (
                <span aria-hidden="true" className="mt-1 hidden w-full gap-0.5 @lg:grid">
                  {dayItems.slice(0, MAX_CHIPS).map((item) => (
                    <span
                      key={item.id}
                      // One line each, so three fit; the week view and the day list show them whole.
                      className="bg-card truncate rounded border-l-2 px-1 py-0.5 text-left text-[0.7rem] leading-tight"
                      style={{ borderLeftColor: itemColor(item, classes) }}
                    >
                      {item.title}
                    </span>
                  ))}
                  {count > MAX_CHIPS && (
                    <span className="text-muted-foreground text-left text-[0.7rem] leading-tight">
                      +{count - MAX_CHIPS} more
                    </span>
                  )}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {week && (
        <WeekTimeGrid
          days={days}
          now={now}
          items={items}
          classes={classes}
          onEditAssignment={onEditAssignment}
          onEditEvent={onEditEvent}
        />
      )}
    </Card>
  );
}
