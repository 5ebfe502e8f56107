import {
  instantToLocalDateTime,
  PHONE_AGENDA_TABS,
  phoneAgenda,
  type PhoneAgendaItem,
  type PhoneAgendaTab,
} from '@assignd/core';
import type { Assignment, PlannerEvent } from '@assignd/schemas';
import type { LucideIcon } from 'lucide-react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarRange from 'lucide-react/icons/calendar-range';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { useDeleteEvent, useEvents } from '@/features/events/api/events';
import { useDayToDayRows } from '@/features/terms/public/use-day-to-day';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
} from '@/features/assignments/public/assignment-dialog';
import type { AssignmentDialogState } from '@/features/assignments/public/assignment-dialog-state';
import { EventDialog, preloadEventDialog } from '@/features/events/public/event-dialog';
import type { EventDialogState } from '@/features/events/public/event-dialog-state';
import { QuickAddDialog } from './quick-add-dialog';
import type { QuickAddState } from './quick-add-state';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { AsyncContent } from '@/components/feedback/async-content';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNow } from '@/hooks/use-now';
import { AgendaEventItem } from './agenda-event-item';
import { AgendaItem } from './agenda-item';
import { QuickAddButton } from './quick-add-button';
import { IconTile } from '@/components/ui/icon-tile';
import { PhonePageHeader } from '@/components/ui/page-header';

const TABS: { value: PhoneAgendaTab; label: string; empty: string; icon: LucideIcon }[] = [
  {
    value: 'upcoming',
    label: 'Upcoming',
    empty: 'No upcoming assignments',
    icon: CalendarClock,
  },
  { value: 'today', label: 'Today', empty: 'No assignments today', icon: CalendarCheck },
  { value: 'week', label: 'Week', empty: 'No assignments this week', icon: CalendarRange },
];

type Item = PhoneAgendaItem<Assignment, PlannerEvent>;

/**
 * The phone Calendar (spec 2): Upcoming, Today and This Week as tabs of assignments and events,
 * and Quick Add. Assignments of archived classes (another term's) are left out.
 */
export function PhoneCalendarPage() {
  const now = useNow();
  const assignments = useAssignments(useDayToDayRows<Assignment>());
  const events = useEvents();
  const deleteEvent = useDeleteEvent();
  const { data: classes } = useClasses(classesById);
  const [tab, setTab] = useState<PhoneAgendaTab>('upcoming');
  const [quickAdd, setQuickAdd] = useState<QuickAddState>(null);
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);
  const [confirming, setConfirming] = useState<PlannerEvent | null>(null);
  const [eventDialog, setEventDialog] = useState<EventDialogState>(null);
  const closeEventDialog = useCallback(() => setEventDialog(null), []);
  const openEventEdit = useCallback((event: PlannerEvent) => setEventDialog({ event }), []);
  const closeQuickAdd = useCallback(() => setQuickAdd(null), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const openEdit = useCallback(
    (assignment: Assignment) => setDialog({ mode: 'edit', assignment }),
    [],
  );
  const { mutate: removeEvent } = deleteEvent;
  const confirmDelete = useCallback((event: PlannerEvent) => removeEvent(event.id), [removeEvent]);
  const deletingEventId = deleteEvent.isPending ? deleteEvent.variables : undefined;

  const lists = useMemo(() => {
    const assignmentList = assignments.data;
    const eventList = events.data;
    if (!assignmentList || !eventList) return undefined;
    const list = (name: PhoneAgendaTab) => phoneAgenda(assignmentList, eventList, name, now);
    return {
      upcoming: list('upcoming'),
      today: list('today'),
      week: list('week'),
    } satisfies Record<PhoneAgendaTab, Item[]>;
  }, [assignments.data, events.data, now]);

  return (
    <div className="grid gap-4 p-4">
      <title>Calendar - Assignd</title>
      <PhonePageHeader title="Calendar">
        <QuickAddButton
          className="min-h-11 px-3"
          onClick={() => setQuickAdd({ date: instantToLocalDateTime(now).date })}
        />
      </PhonePageHeader>

      <Tabs
        value={tab}
        onValueChange={(value) => setTab(PHONE_AGENDA_TABS.find((name) => name === value) ?? tab)}
      >
        <TabsList className="grid h-auto w-full grid-cols-3">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="min-h-11">
              {label}
              {lists && lists[value].length > 0 && (
                <span className="text-muted-foreground ml-1.5 text-xs tabular-nums">
                  <span className="sr-only">, </span>
                  {lists[value].length}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label, empty, icon: Icon }) => (
          <TabsContent key={value} value={value} className="mt-4">
            <AsyncContent
              data={lists}
              failed={assignments.isError || events.isError}
              onRetry={() => {
                void assignments.refetch();
                void events.refetch();
              }}
              errorMessage="Your calendar could not be loaded."
              touch
              loading={
                <SkeletonList
                  label="Loading"
                  className="grid gap-2"
                  itemClassName="h-24 rounded-xl"
                />
              }
            >
              {(loaded) =>
                loaded[value].length === 0 ? (
                  <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-5 py-12 text-center">
                    <IconTile className="size-12 rounded-2xl">
                      <Icon className="size-6" />
                    </IconTile>
                    <p className="text-muted-foreground mt-4 text-sm">{empty}</p>
                  </div>
                ) : (
                  <ul aria-label={label} className="grid gap-2">
                    {loaded[value].map((item) =>
                      item.kind === 'event' ? (
                        <AgendaEventItem
                          key={`event:${item.event.id}`}
                          event={item.event}
                          now={now}
                          onEdit={openEventEdit}
                          onEditIntent={preloadEventDialog}
                          onDelete={setConfirming}
                          deleting={deletingEventId === item.event.id}
                        />
                      ) : (
                        <AgendaItem
                          key={`assignment:${item.assignment.id}`}
                          assignment={item.assignment}
                          schoolClass={
                            item.assignment.classId
                              ? classes?.get(item.assignment.classId)
                              : undefined
                          }
                          now={now}
                          when="date"
                          onOpen={openEdit}
                          onOpenIntent={preloadAssignmentDialog}
                        />
                      ),
                    )}
                  </ul>
                )
              }
            </AsyncContent>
          </TabsContent>
        ))}
      </Tabs>

      <QuickAddDialog state={quickAdd} onClose={closeQuickAdd} device="phone" />
      <AssignmentDialog state={dialog} onClose={closeDialog} />
      <EventDialog state={eventDialog} onClose={closeEventDialog} />
      <ConfirmDeleteDialog
        item={confirming}
        title={(event) => `Delete “${event.title}”?`}
        description="Are you sure you want to delete this event? This action cannot be undone."
        onConfirm={confirmDelete}
        onClose={closeConfirm}
      />
    </div>
  );
}
