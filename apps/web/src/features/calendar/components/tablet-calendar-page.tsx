import { upcomingTimeline } from '@assignd/core';
import { CalendarDays, List, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
} from '@/components/assignments/assignment-dialog';
import { preloadQuickAddDialog, QuickAddDialog } from '@/components/calendar/quick-add-dialog';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMonthView } from '../hooks/use-month-view';
import { AgendaTimeline } from './agenda-timeline';
import { CalendarBoard } from './calendar-board';

type TabletView = 'calendar' | 'list';

/**
 * The tablet Calendar (spec 2): the desktop's month and day list under Calendar, and the upcoming
 * assignments as a timeline of days under List.
 */
export function TabletCalendarPage() {
  const [view, setView] = useState<TabletView>('calendar');
  const monthView = useMonthView('month');
  const { now, assignments, classes } = monthView;

  const timeline = useMemo(
    () => assignments.data && upcomingTimeline(assignments.data, now),
    [assignments.data, now],
  );
  // The List view has no selected day to add to, so it adds to today.
  const openQuickAdd = () => monthView.openQuickAdd(view === 'calendar' ? monthView.selected : now);

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

        <TabsContent value="calendar" asChild>
          <CalendarBoard monthView={monthView} gap="gap-5" agendaTop="@4xl:top-20" touch />
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
              onOpen={monthView.openEdit}
              onOpenIntent={preloadAssignmentDialog}
            />
          )}
        </TabsContent>
      </Tabs>

      <QuickAddDialog
        state={monthView.quickAdd}
        onClose={monthView.closeQuickAdd}
        onAdded={monthView.onAdded}
        device="tablet"
      />
      <AssignmentDialog
        state={monthView.assignmentDialog}
        onClose={monthView.closeAssignmentDialog}
      />
    </div>
  );
}
