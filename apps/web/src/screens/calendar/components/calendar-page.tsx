import { useState } from 'react';
import { DesktopPage } from '@/components/ui/desktop-page';
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
    <DesktopPage
      title="Calendar"
      description="Due dates and events by day. Pick a day to see what is on."
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            aria-label="View"
            options={VIEWS}
            value={view}
            onValueChange={changeView}
          />
          <QuickAddButton onClick={() => monthView.openQuickAdd(monthView.selected)} />
        </div>
      }
    >
      <CalendarBoard monthView={monthView} gap="gap-6" agendaTop="@4xl:top-6" />

      <CalendarDialogs monthView={monthView} />
    </DesktopPage>
  );
}
