import {
  calendarDay,
  instantToLocalDateTime,
  localDateTimeToInstant,
  startOfLocalDay,
} from '@assignd/core';
import type { Assignment, PlannerEvent } from '@assignd/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { useDeleteEvent, useEvents } from '@/features/events/api/events';
import { useDayToDayRows } from '@/features/terms/public/use-day-to-day';
import type { AssignmentDialogState } from '@/features/assignments/public/assignment-dialog-state';
import type { EventDialogState } from '@/features/events/public/event-dialog-state';
import type { QuickAddState, QuickAddType } from '@/screens/calendar/components/quick-add-state';
import { useNow } from '@/hooks/use-now';
import { isVisible, type CalendarView } from '../components/month-calendar';
import { itemsByDay } from '../utils/calendar-items';

export type MonthView = ReturnType<typeof useMonthView>;

/**
 * The desktop and tablet Calendar's state: the items by day, the selected day and the page of the
 * calendar shown (`view` decides when a day is off that page), and the Quick Add, assignment and
 * event dialogs the pages render. Assignments of archived classes (another term's) are left out.
 */
export function useMonthView(view: CalendarView) {
  const now = useNow();
  const assignments = useAssignments(useDayToDayRows<Assignment>());
  const events = useEvents();
  const { data: classes } = useClasses(classesById);
  const deleteEvent = useDeleteEvent();

  const [selected, setSelected] = useState(() => startOfLocalDay(new Date()));
  const [cursor, setCursor] = useState(selected);
  const [quickAdd, setQuickAdd] = useState<QuickAddState>(null);
  const [assignmentDialog, setAssignmentDialog] = useState<AssignmentDialogState>(null);
  const closeQuickAdd = useCallback(() => setQuickAdd(null), []);
  const closeAssignmentDialog = useCallback(() => setAssignmentDialog(null), []);
  const [eventDialog, setEventDialog] = useState<EventDialogState>(null);
  const closeEventDialog = useCallback(() => setEventDialog(null), []);
  const openEventEdit = useCallback((event: PlannerEvent) => setEventDialog({ event }), []);
  const openEdit = useCallback(
    (assignment: Assignment) => setAssignmentDialog({ mode: 'edit', assignment }),
    [],
  );

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
  const openQuickAdd = (day: Date, type?: QuickAddType) =>
    setQuickAdd({ date: instantToLocalDateTime(day).date, type });
  const onAdded = useCallback(
    (date: string) => {
      // Show the day the item went on (midday, so no clock change can move it to another day).
      const day = startOfLocalDay(localDateTimeToInstant(date, '12:00'));
      setSelected(day);
      setCursor((current) => (isVisible(view, current, day) ? current : day));
    },
    [view],
  );
  const retry = () => {
    void assignments.refetch();
    void events.refetch();
  };
  const onDeleteEvent = (event: PlannerEvent) => deleteEvent.mutate(event.id);

  return {
    view,
    now,
    assignments,
    events,
    classes,
    items,
    dayItems,
    failed,
    retry,
    selected,
    cursor,
    setCursor,
    select,
    quickAdd,
    openQuickAdd,
    closeQuickAdd,
    onAdded,
    assignmentDialog,
    openEdit,
    closeAssignmentDialog,
    eventDialog,
    openEventEdit,
    closeEventDialog,
    onDeleteEvent,
    deletingEventId: deleteEvent.isPending ? deleteEvent.variables : undefined,
  };
}
