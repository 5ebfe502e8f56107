import { CalendarFeedCard } from '@/features/calendar-feed/public/calendar-feed-card';
import { GoogleCalendarCard } from '@/features/google-calendar/public/google-calendar-card';
import { useRef, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { preloadAssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { preloadEventDialog } from '@/features/events/public/event-dialog';
import { preloadQuickAddDialog } from '@/screens/calendar/components/quick-add-dialog';
import { cn } from '@/lib/cn';
import type { MonthView } from '../hooks/use-month-view';
import { DayAgenda } from './day-agenda';
import { MonthCalendar } from './month-calendar';

interface Props extends ComponentProps<'div'> {
  monthView: MonthView;
  gap: 'gap-5' | 'gap-6';
  /** Where the day's agenda sticks on a wide page, clear of the shell's top bar. */
  agendaTop: '@5xl:top-6' | '@5xl:top-20';
  /** Tablet: the touch-sized day list. */
  touch?: boolean;
}

/**
 * The desktop and tablet Calendar's month (or week) grid, with the selected day's agenda in a
 * narrow column beside it on a wide page (below it otherwise, so the month keeps its width: issue
 * 28 item 12) and the Google Calendar card below. Other props go on the grid, so a tab panel can
 * be the grid itself (`asChild`).
 */
export function CalendarBoard({ monthView, gap, agendaTop, touch, className, ...props }: Props) {
  const agendaHeading = useRef<HTMLHeadingElement>(null);
  // '+N more' shows the day's list and puts the focus on it (scrolling it into view when it is
  // under the month), once the list names that day.
  const openDay = (day: Date) => {
    flushSync(() => monthView.select(day));
    agendaHeading.current?.focus();
  };

  return (
    <div
      className={cn(
        'grid items-start',
        gap,
        '@5xl:grid-cols-[minmax(0,1fr)_19rem] @5xl:grid-rows-[auto_1fr]',
        className,
      )}
      {...props}
    >
      <MonthCalendar
        view={monthView.view}
        cursor={monthView.cursor}
        selected={monthView.selected}
        now={monthView.now}
        items={monthView.items}
        classes={monthView.classes}
        onSelect={monthView.select}
        onOpenDay={openDay}
        onCursorChange={monthView.setCursor}
        onEditAssignment={monthView.openEdit}
        onEditEvent={monthView.openEventEdit}
      />
      <DayAgenda
        className={cn(
          '@5xl:sticky',
          agendaTop,
          '@5xl:col-start-2 @5xl:row-span-2 @5xl:row-start-1',
        )}
        touch={touch}
        headingRef={agendaHeading}
        day={monthView.selected}
        now={monthView.now}
        items={monthView.dayItems}
        failed={monthView.failed}
        onRetry={monthView.retry}
        classes={monthView.classes}
        onAddEvent={() => monthView.openQuickAdd(monthView.selected, 'event')}
        onAddIntent={preloadQuickAddDialog}
        onEditAssignment={monthView.openEdit}
        onEditIntent={preloadAssignmentDialog}
        onEditEvent={monthView.openEventEdit}
        onEditEventIntent={preloadEventDialog}
        onDeleteEvent={monthView.onDeleteEvent}
        deletingEventId={monthView.deletingEventId}
      />
      <GoogleCalendarCard className="@5xl:col-start-1" />
      <CalendarFeedCard className="@5xl:col-start-1" />
    </div>
  );
}
