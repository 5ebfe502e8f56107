import { AssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { EventDialog } from '@/features/events/public/event-dialog';
import { QuickAddDialog } from '@/screens/calendar/components/quick-add-dialog';
import type { MonthView } from '../hooks/use-month-view';

/** Quick Add, the assignment and the event dialog, as the desktop and tablet calendars open them. */
export function CalendarDialogs({ monthView, tablet }: { monthView: MonthView; tablet?: boolean }) {
  return (
    <>
      <QuickAddDialog
        state={monthView.quickAdd}
        onClose={monthView.closeQuickAdd}
        onAdded={monthView.onAdded}
        device={tablet ? 'tablet' : undefined}
      />
      <AssignmentDialog
        state={monthView.assignmentDialog}
        onClose={monthView.closeAssignmentDialog}
      />
      <EventDialog state={monthView.eventDialog} onClose={monthView.closeEventDialog} />
    </>
  );
}
