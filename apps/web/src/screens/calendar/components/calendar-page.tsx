import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useMonthView } from '../hooks/use-month-view';
import { CalendarBoard } from './calendar-board';
import { QuickAddButton } from './quick-add-button';
import { CalendarDialogs } from './calendar-dialogs';
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
    // DesktopPage's column, wider: its 72rem left a 1280 px screen's month half the width, so
    // titles were cut after ten letters (issue 28 item 12). A month uses all the room it has.
    <div className="@container mx-auto grid w-full max-w-[96rem] gap-6 p-4 sm:p-6 lg:p-8">
      <title>Calendar - Assignd</title>
      <PageHeader
        title="Calendar"
        description="Due dates and events by day. Pick a day to see what is on."
      >
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            aria-label="View"
            options={VIEWS}
            value={view}
            onValueChange={changeView}
          />
          <QuickAddButton onClick={() => monthView.openQuickAdd(monthView.selected)} />
        </div>
      </PageHeader>

      <CalendarBoard monthView={monthView} gap="gap-6" agendaTop="@5xl:top-6" />

      <CalendarDialogs monthView={monthView} />
    </div>
  );
}
