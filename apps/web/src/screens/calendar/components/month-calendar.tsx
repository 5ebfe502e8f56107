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
import type { CalendarItem } from '../utils/calendar-items';
import { MonthDayCell } from './month-day-cell';
import { WeekTimeGrid } from './week-time-grid';
import {
  formatDateRange,
  formatMonthYear,
  formatNarrowWeekday,
  formatShortWeekday,
} from '@/lib/format-date';

export type CalendarView = 'month' | 'week';

/** Weeks start on Sunday, like the weekly schedule (0 = Sunday). */
const WEEK_STARTS_ON = 0;
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
  /** '+N more' of a busy day: selects it and shows its list. */
  onOpenDay: (day: Date) => void;
  /** Shows another month or week without changing the selection. */
  onCursorChange: (cursor: Date) => void;
  /** The week grid's items open their edit dialogs. */
  onEditAssignment: (assignment: Assignment) => void;
  onEditEvent: (event: PlannerEvent) => void;
  className?: string;
}

/**
 * The month grid with each day's items (dots in a narrow cell, up to three two-line titles and
 * '+N more' in a wide one: month-day-cell.tsx), or the week's day row over its hour grid. A click selects a day;
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
  onOpenDay,
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
    <Card className={cn('@container min-w-0 p-3 sm:p-4', className)}>
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
          return (
            <MonthDayCell
              key={key}
              day={day}
              items={items.get(key) ?? []}
              classes={classes}
              week={week}
              selected={key === selectedDay}
              today={key === today}
              outside={view === 'month' && !isSameMonth(day, cursor)}
              tabbable={key === tabbable}
              onSelect={onSelect}
              onOpenDay={onOpenDay}
            />
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
