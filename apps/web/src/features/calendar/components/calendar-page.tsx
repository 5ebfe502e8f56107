import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AssignmentDialog } from '@/components/assignments/assignment-dialog';
import { preloadQuickAddDialog, QuickAddDialog } from '@/components/calendar/quick-add-dialog';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useMonthView } from '../hooks/use-month-view';
import { CalendarBoard } from './calendar-board';
import type { CalendarView } from './month-calendar';

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
];

export function CalendarPage() {
  const [view, setView] = useState<CalendarView>('month');
  const monthView = useMonthView(view);

  const changeView = (next: CalendarView) => {
    setView(next);
    monthView.setCursor(monthView.selected);
  };

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
            onClick={() => monthView.openQuickAdd(monthView.selected)}
            onPointerEnter={preloadQuickAddDialog}
            onFocus={preloadQuickAddDialog}
          >
            <Plus aria-hidden="true" className="size-4" />
            Quick Add
          </Button>
        </div>
      </header>

      <CalendarBoard monthView={monthView} gap="gap-6" agendaTop="@4xl:top-6" />

      <QuickAddDialog
        state={monthView.quickAdd}
        onClose={monthView.closeQuickAdd}
        onAdded={monthView.onAdded}
      />
      <AssignmentDialog
        state={monthView.assignmentDialog}
        onClose={monthView.closeAssignmentDialog}
      />
    </div>
  );
}
