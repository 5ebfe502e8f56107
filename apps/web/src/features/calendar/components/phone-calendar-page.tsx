import {
  instantToLocalDateTime,
  PHONE_AGENDA_TABS,
  phoneAgenda,
  type PhoneAgendaTab,
} from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import { CalendarCheck, CalendarClock, CalendarRange, Plus, type LucideIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments } from '@/api/assignments';
import { classesById, useClasses } from '@/api/classes';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
  type AssignmentDialogState,
} from '@/components/assignments/assignment-dialog';
import {
  preloadQuickAddDialog,
  QuickAddDialog,
  type QuickAddState,
} from '@/components/calendar/quick-add-dialog';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useNow } from '@/hooks/use-now';
import { AgendaItem } from './agenda-item';

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

/** The phone Calendar (spec 2): Upcoming, Today and This Week as tabs, and Quick Add. */
export function PhoneCalendarPage() {
  const now = useNow();
  const assignments = useAssignments();
  const { data: classes } = useClasses(classesById);
  const [tab, setTab] = useState<PhoneAgendaTab>('upcoming');
  const [quickAdd, setQuickAdd] = useState<QuickAddState>(null);
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);
  const closeQuickAdd = useCallback(() => setQuickAdd(null), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const openEdit = useCallback(
    (assignment: Assignment) => setDialog({ mode: 'edit', assignment }),
    [],
  );

  const lists = useMemo(() => {
    const data = assignments.data;
    if (!data) return undefined;
    return {
      upcoming: phoneAgenda(data, 'upcoming', now),
      today: phoneAgenda(data, 'today', now),
      week: phoneAgenda(data, 'week', now),
    } satisfies Record<PhoneAgendaTab, Assignment[]>;
  }, [assignments.data, now]);

  return (
    <div className="grid gap-4 p-4">
      <title>Calendar - Assignd</title>
      <header className="flex items-center justify-between gap-2">
        <h1 className="min-w-0 truncate text-2xl font-bold tracking-tight">Calendar</h1>
        <Button
          className="min-h-11 px-3"
          onClick={() => setQuickAdd({ date: instantToLocalDateTime(now).date })}
          onPointerEnter={preloadQuickAddDialog}
          onFocus={preloadQuickAddDialog}
        >
          <Plus aria-hidden="true" className="size-4" />
          Quick Add
        </Button>
      </header>

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
            {!lists ? (
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
                <div role="status" aria-label="Loading" className="grid gap-2">
                  {[0, 1, 2].map((index) => (
                    <div key={index} className="bg-muted h-24 animate-pulse rounded-xl" />
                  ))}
                </div>
              )
            ) : lists[value].length === 0 ? (
              <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-5 py-12 text-center">
                <span
                  aria-hidden="true"
                  className="bg-accent text-accent-foreground flex size-12 items-center justify-center rounded-2xl"
                >
                  <Icon className="size-6" />
                </span>
                <p className="text-muted-foreground mt-4 text-sm">{empty}</p>
              </div>
            ) : (
              <ul aria-label={label} className="grid gap-2">
                {lists[value].map((assignment) => (
                  <AgendaItem
                    key={assignment.id}
                    assignment={assignment}
                    schoolClass={assignment.classId ? classes?.get(assignment.classId) : undefined}
                    now={now}
                    when="date"
                    onOpen={openEdit}
                    onOpenIntent={preloadAssignmentDialog}
                  />
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>

      <QuickAddDialog state={quickAdd} onClose={closeQuickAdd} device="phone" />
      <AssignmentDialog state={dialog} onClose={closeDialog} />
    </div>
  );
}
