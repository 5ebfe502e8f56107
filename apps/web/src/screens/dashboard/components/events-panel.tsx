import { calendarDay, eventDayRange } from '@assignd/core';
import type { PlannerEvent } from '@assignd/schemas';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Pencil from 'lucide-react/icons/pencil';
import { useCallback, useId, useMemo, useState } from 'react';
import { useEvents } from '@/features/events/api/events';
import { EventDialog, preloadEventDialog } from '@/features/events/public/event-dialog';
import type { EventDialogState } from '@/features/events/public/event-dialog-state';
import { eventDayWhenWhere } from '@/features/events/public/event-times';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { WaitingBadge } from '@/components/waiting-badge';
import { cn } from '@/lib/cn';
import { useIsPending } from '@/lib/outbox/pending';

/** How far ahead the dashboard looks for events: today and the next 7 days. */
const DAYS_AHEAD = 7;

/** The events of today and the coming week, soonest first, each with its time and place. */
export function EventsPanel({ now, className }: { now: Date; className?: string }) {
  const events = useEvents();
  const [dialog, setDialog] = useState<EventDialogState>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const headingId = useId();

  const soon = useMemo(() => {
    const today = calendarDay(now);
    return (events.data ?? [])
      .flatMap((event) => {
        const range = eventDayRange(event);
        if (!range || range.last < today) return [];
        // One still going since an earlier day is on today.
        const day = Math.max(range.first, today) - today;
        return day <= DAYS_AHEAD ? [{ event, day }] : [];
      })
      .sort(
        (a, b) =>
          a.day - b.day ||
          Number(!a.event.allDay) - Number(!b.event.allDay) ||
          Date.parse(a.event.eventDate ?? '') - Date.parse(b.event.eventDate ?? ''),
      )
      .map(({ event }) => event);
  }, [events.data, now]);

  return (
    <Card role="region" aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="text-primary size-5" />
          Upcoming Events
        </CardTitle>
      </CardHeader>
      <CardContent>
        {events.data === undefined ? (
          <p className="text-muted-foreground text-sm">
            {events.isError ? 'Your events could not be loaded.' : 'Loading events...'}
          </p>
        ) : soon.length === 0 ? (
          <p className="text-muted-foreground text-sm">No events in the next 7 days</p>
        ) : (
          <ul aria-labelledby={headingId} className="grid gap-2">
            {soon.map((event) => (
              <EventRow key={event.id} event={event} now={now} onEdit={setDialog} />
            ))}
          </ul>
        )}
      </CardContent>
      <EventDialog state={dialog} onClose={closeDialog} />
    </Card>
  );
}

function EventRow({
  event,
  now,
  onEdit,
}: {
  event: PlannerEvent;
  now: Date;
  onEdit: (state: EventDialogState) => void;
}) {
  const titleId = useId();
  const waiting = useIsPending(event.id);
  return (
    <li className="bg-card relative flex items-center gap-2 overflow-hidden rounded-xl border py-2 pr-1 pl-4">
      <span aria-hidden="true" className="bg-primary absolute inset-y-0 left-0 w-1" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span id={titleId} className="text-sm font-medium wrap-anywhere">
          {event.title}
        </span>
        <span className="text-muted-foreground text-xs wrap-anywhere">
          {eventDayWhenWhere(event, now)}
        </span>
        {waiting && (
          <span className="mt-0.5">
            <WaitingBadge />
          </span>
        )}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="text-muted-foreground size-8"
        aria-label="Edit event"
        aria-describedby={titleId}
        onClick={() => onEdit({ event })}
        onPointerEnter={preloadEventDialog}
        onFocus={preloadEventDialog}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}
