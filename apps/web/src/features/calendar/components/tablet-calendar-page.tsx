import {
  calendarDay,
  instantToLocalDateTime,
  localDateTimeToInstant,
  startOfLocalDay,
  upcomingTimeline,
} from '@assignd/core';
import type { Assignment, PlannerEvent } from '@assignd/schemas';
import { CalendarDays, List, Plus } from 'lucide-react';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNow } from '@/hooks/use-now';
import { itemsByDay } from '../utils/calendar-items';
import { AgendaTimeline } from './agenda-timeline';
import { DayAgenda } from './day-agenda';
import { GoogleCalendarCard } from './google-calendar-card';
import { isVisible, MonthCalendar } from './month-calendar';

type TabletView = 'calendar' | 'list';

/**
 * The tablet Calendar (spec 2): the desktop's month and day list under Calendar, and the upcoming
 * assignments as a timeline of days under List.
 */
export function TabletCalendarPage() {
  const now = useNow();
  const assignments = useAssignments();
  const events = useEvents();
  const { data: classes } = useClasses(classesById);
  const deleteEvent = useDeleteEvent();

  const [view, setView] = useState<TabletView>('calendar');
  const [selected, setSelected] = useState(() => startOfLocalDay(new Date()));
  const [cursor, setCursor] = useState(selected);
  const [quickAdd, setQuickAdd] = useState<QuickAddState>(null);
  const [assignmentDialog, setAssignmentDialog] = useState<AssignmentDialogState>(null);
  const closeQuickAdd = useCallback(() => setQuickAdd(null), []);
  const closeAssignmentDialog = useCallback(() => setAssignmentDialog(null), []);
  const openEdit = useCallback(
    (assignment: Assignment) => setAssignmentDialog({ mode: 'edit', assignment }),
    [],
  );

  const items = useMemo(
    () => itemsByDay(assignments.data ?? [], events.data ?? []),
    [assignments.data, events.data],
  );
  const timeline = useMemo(
    () => assignments.data && upcomingTimeline(assignments.data, now),
    [assignments.data, now],
  );
  const loaded = assignments.data !== undefined && events.data !== undefined;
  const failed = assignments.isError || events.isError;
  const dayItems = loaded ? (items.get(calendarDay(selected)) ?? []) : undefined;

  const select = (day: Date) => {
    const start = startOfLocalDay(day);
    setSelected(start);
    if (!isVisible('month', cursor, start)) setCursor(start);
  };
  // The List view has no selected day to add to, so it adds to today.
  const openQuickAdd = (type?: QuickAddType) =>
    setQuickAdd({
      date: instantToLocalDateTime(view === 'calendar' ? selected : now).date,
      type,
    });
  const onAdded = useCallback((date: string) => {
    // Midday, so no clock change can move the day the item went on.
    const day = startOfLocalDay(localDateTimeToInstant(date, '12:00'));
    setSelected(day);
    setCursor((current) => (isVisible('month', current, day) ? current : day));
  }, []);
  const onDeleteEvent = (event: PlannerEvent) => deleteEvent.mutate(event.id);

  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-5 p-5">
      <title>Calendar - Assignd</title>

      <Tabs
        value={view}
        onValueChange={(value) => setView(value === 'list' ? 'list' : 'calendar')}
        className="grid gap-5"
      >
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">Calendar</h1>
            <p className="text-muted-foreground mt-1">
              Due dates by day. Pick a day, or see what is coming up.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <TabsList aria-label="View" className="grid h-auto grid-cols-2">
              <TabsTrigger value="calendar" className="min-h-11 gap-2 px-4">
                <CalendarDays aria-hidden="true" className="size-4" />
                Calendar
              </TabsTrigger>
              <TabsTrigger value="list" className="min-h-11 gap-2 px-4">
                <List aria-hidden="true" className="size-4" />
                List
              </TabsTrigger>
            </TabsList>
            <Button
              className="min-h-11"
              onClick={() => openQuickAdd()}
              onPointerEnter={preloadQuickAddDialog}
              onFocus={preloadQuickAddDialog}
            >
              <Plus aria-hidden="true" className="size-4" />
              Quick Add
            </Button>
          </div>
        </header>

        <TabsContent
          value="calendar"
          className="grid items-start gap-5 @4xl:grid-cols-[minmax(0,1fr)_22rem] @4xl:grid-rows-[auto_1fr]"
        >
          <MonthCalendar
            view="month"
            cursor={cursor}
            selected={selected}
            now={now}
            items={items}
            classes={classes}
            onSelect={select}
            onCursorChange={setCursor}
          />
          <DayAgenda
            className="@4xl:sticky @4xl:top-20 @4xl:col-start-2 @4xl:row-span-2 @4xl:row-start-1"
            touch
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
            onEditAssignment={openEdit}
            onEditIntent={preloadAssignmentDialog}
            onDeleteEvent={onDeleteEvent}
            deletingEventId={deleteEvent.isPending ? deleteEvent.variables : undefined}
          />
          <GoogleCalendarCard className="@4xl:col-start-1" />
        </TabsContent>

        <TabsContent value="list">
          {!timeline ? (
            assignments.isError ? (
              <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-10 text-center text-sm">
                Your assignments could not be loaded.{' '}
                <Button
                  variant="link"
                  className="min-h-11"
                  onClick={() => void assignments.refetch()}
                >
                  Try again
                </Button>
              </p>
            ) : (
              <div role="status" aria-label="Loading" className="grid gap-3">
                {[0, 1, 2].map((index) => (
                  <div key={index} className="bg-muted h-24 animate-pulse rounded-xl" />
                ))}
              </div>
            )
          ) : (
            <AgendaTimeline
              days={timeline}
              now={now}
              classes={classes}
              onOpen={openEdit}
              onOpenIntent={preloadAssignmentDialog}
            />
          )}
        </TabsContent>
      </Tabs>

      <QuickAddDialog state={quickAdd} onClose={closeQuickAdd} onAdded={onAdded} device="tablet" />
      <AssignmentDialog state={assignmentDialog} onClose={closeAssignmentDialog} />
    </div>
  );
}
