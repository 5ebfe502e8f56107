import {
  calendarDay,
  instantToLocalDateTime,
  localDateTimeToInstant,
  startOfLocalDay,
} from '@assignd/core';
import type { PlannerEvent } from '@assignd/schemas';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments } from '@/api/assignments';
import { classesById, useClasses } from '@/api/classes';
import { useDeleteEvent, useEvents } from '@/api/events';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
  type AssignmentDialogState,
} from '@/components/assignments/assignment-dialog';
import {
  preloadQuickAddDialog,
  QuickAddDialog,
  type QuickAddState,
  type QuickAddType,
} from '@/components/calendar/quick-add-dialog';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useNow } from '@/hooks/use-now';
import { itemsByDay } from '../utils/calendar-items';
import { DayAgenda } from './day-agenda';
import { GoogleCalendarCard } from './google-calendar-card';
import { isVisible, MonthCalendar, type CalendarView } from './month-calendar';

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
];

export function CalendarPage() {
  const now = useNow();
  const assignments = useAssignments();
  const events = useEvents();
  const { data: classes } = useClasses(classesById);
  const deleteEvent = useDeleteEvent();

  const [view, setView] = useState<CalendarView>('month');
  const [selected, setSelected] = useState(() => startOfLocalDay(new Date()));
  const [cursor, setCursor] = useState(selected);
  const [quickAdd, setQuickAdd] = useState<QuickAddState>(null);
  const [assignmentDialog, setAssignmentDialog] = useState<AssignmentDialogState>(null);
  const closeQuickAdd = useCallback(() => setQuickAdd(null), []);
  const closeAssignmentDialog = useCallback(() => setAssignmentDialog(null), []);

  const items = useMemo(
    () => itemsByDay(assignments.data ?? [], events.data ?? []),
    [assignments.data, events.data],
  );
  const loaded = assignments.data !== undefined && events.data !== undefined;
  const failed = assignments.isError || events.isError;
  const dayItems = loaded ? (items.get(calendarDay(selected)) ?? []) : undefined;

  const select = (day: Date) => {
    const start = startOfLocalDay(day);
    setSelected(start);
    // Selecting a day off the page (arrow keys, Today, an item added elsewhere) turns the page.
    if (!isVisible(view, cursor, start)) setCursor(start);
  };
  const changeView = (next: CalendarView) => {
    setView(next);
    setCursor(selected);
  };
  const openQuickAdd = (type?: QuickAddType) =>
    setQuickAdd({ date: instantToLocalDateTime(selected).date, type });
  const onAdded = useCallback(
    (date: string) => {
      // Show the day the item went on (midday, so no clock change can move it to another day).
      const day = startOfLocalDay(localDateTimeToInstant(date, '12:00'));
      setSelected(day);
      setCursor((current) => (isVisible(view, current, day) ? current : day));
    },
    [view],
  );
  const onDeleteEvent = (event: PlannerEvent) => deleteEvent.mutate(event.id);

  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>Calendar - Assignd</title>

      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Calendar</h1>
          <p className="text-muted-foreground mt-1">
            Due dates and events by day. Pick a day to see what is on.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            aria-label="View"
            options={VIEWS}
            value={view}
            onValueChange={changeView}
          />
          <Button
            onClick={() => openQuickAdd()}
            onPointerEnter={preloadQuickAddDialog}
            onFocus={preloadQuickAddDialog}
          >
            <Plus aria-hidden="true" className="size-4" />
            Quick Add
          </Button>
        </div>
      </header>

      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_22rem] @4xl:grid-rows-[auto_1fr]">
        <MonthCalendar
          view={view}
          cursor={cursor}
          selected={selected}
          now={now}
          items={items}
          classes={classes}
          onSelect={select}
          onCursorChange={setCursor}
        />
        <DayAgenda
          className="@4xl:sticky @4xl:top-6 @4xl:col-start-2 @4xl:row-span-2 @4xl:row-start-1"
          day={selected}
          now={now}
          items={dayItems}
          failed={failed}
          onRetry={() => {
            void assignments.refetch();
            void events.refetch();
          }}
          classes={classes}
          onAddEvent={() => openQuickAdd('event')}
          onAddIntent={preloadQuickAddDialog}
          onEditAssignment={(assignment) => setAssignmentDialog({ mode: 'edit', assignment })}
          onEditIntent={preloadAssignmentDialog}
          onDeleteEvent={onDeleteEvent}
          deletingEventId={deleteEvent.isPending ? deleteEvent.variables : undefined}
        />
        <GoogleCalendarCard className="@4xl:col-start-1" />
      </div>

      <QuickAddDialog state={quickAdd} onClose={closeQuickAdd} onAdded={onAdded} />
      <AssignmentDialog state={assignmentDialog} onClose={closeAssignmentDialog} />
    </div>
  );
}
