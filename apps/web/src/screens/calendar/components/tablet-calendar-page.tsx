import { upcomingTimeline } from '@assignd/core';
import CalendarDays from 'lucide-react/icons/calendar-days';
import List from 'lucide-react/icons/list';
import { useMemo, useState } from 'react';
import { preloadAssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { preloadEventDialog } from '@/features/events/public/event-dialog';
import { AsyncContent } from '@/components/feedback/async-content';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { PageHeader } from '@/components/ui/page-header';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMonthView } from '../hooks/use-month-view';
import { AgendaTimeline } from './agenda-timeline';
import { CalendarBoard } from './calendar-board';
import { QuickAddButton } from './quick-add-button';
import { CalendarDialogs } from './calendar-dialogs';
import type { CalendarView } from './month-calendar';

type TabletView = 'calendar' | 'list';

const CALENDAR_VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
];

/**
 * The tablet Calendar (spec 2): the desktop's month (or week) and day list under Calendar, and
 * the upcoming assignments and events as a timeline of days under List.
 */
export function TabletCalendarPage() {
  const [view, setView] = useState<TabletView>('calendar');
  const [calendarView, setCalendarView] = useState<CalendarView>('month');
  const monthView = useMonthView(calendarView);
  const changeCalendarView = (next: CalendarView) => {
    setCalendarView(next);
    monthView.setCursor(monthView.selected);
  };
  const { now, assignments, events, classes } = monthView;

  const timeline = useMemo(
    () => assignments.data && events.data && upcomingTimeline(assignments.data, events.data, now),
    [assignments.data, events.data, now],
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
        <PageHeader
          title="Calendar"
          description="Due dates by day. Pick a day, or see what is coming up."
          touch
        >
          <div className="flex flex-wrap items-center gap-2">
            <TabsList aria-label="View" className="grid h-auto grid-cols-2">
              <TabsTrigger value="calendar" size="wide" className="min-h-11 gap-2">
                <CalendarDays aria-hidden="true" className="size-4" />
                Calendar
              </TabsTrigger>
              <TabsTrigger value="list" size="wide" className="min-h-11 gap-2">
                <List aria-hidden="true" className="size-4" />
                List
              </TabsTrigger>
            </TabsList>
            {view === 'calendar' && (
              <SegmentedControl
                aria-label="Calendar view"
                options={CALENDAR_VIEWS}
                value={calendarView}
                onValueChange={changeCalendarView}
                size="lg"
              />
            )}
            <QuickAddButton className="min-h-11" onClick={() => openQuickAdd()} />
          </div>
        </PageHeader>

        <TabsContent value="calendar" asChild>
          <CalendarBoard monthView={monthView} gap="gap-5" agendaTop="@5xl:top-20" touch />
        </TabsContent>

        <TabsContent value="list">
          <AsyncContent
            data={timeline}
            failed={monthView.failed}
            onRetry={monthView.retry}
            errorMessage="Your calendar could not be loaded."
            touch
            loading={
              <SkeletonList
                label="Loading"
                className="grid gap-3"
                itemClassName="h-24 rounded-xl"
              />
            }
          >
            {(days) => (
              <AgendaTimeline
                days={days}
                now={now}
                classes={classes}
                onOpen={monthView.openEdit}
                onOpenIntent={preloadAssignmentDialog}
                onEditEvent={monthView.openEventEdit}
                onEditEventIntent={preloadEventDialog}
                onDeleteEvent={monthView.onDeleteEvent}
                deletingEventId={monthView.deletingEventId}
              />
            )}
          </AsyncContent>
        </TabsContent>
      </Tabs>

      <CalendarDialogs monthView={monthView} tablet />
    </div>
  );
}
