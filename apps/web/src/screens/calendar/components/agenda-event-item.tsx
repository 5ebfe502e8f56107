import type { PlannerEvent } from '@assignd/schemas';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import { memo, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { EventRowActions } from '@/features/events/public/event-row-actions';
import { eventDayWhenWhere, eventWhenWhere } from '@/features/events/public/event-times';

interface Props {
  event: PlannerEvent;
  now: Date;
  /** The tablet timeline heads each day already, so its rows leave the day out. */
  withDay?: boolean;
  onEdit: (event: PlannerEvent) => void;
  onEditIntent: () => void;
  onDelete: (event: PlannerEvent) => void;
  deleting: boolean;
}

/**
 * One event of the phone agenda (a list item), set apart from the assignments around it by the
 * Event badge and the theme's colour where an assignment has its class colour. An event has no
 * due state; it shows its day, time and place, and its actions are Edit and Delete.
 */
export const AgendaEventItem = memo(function AgendaEventItem({
  event,
  now,
  withDay = true,
  onEdit,
  onEditIntent,
  onDelete,
  deleting,
}: Props) {
  const titleId = useId();
  const when = withDay ? eventDayWhenWhere(event, now) : eventWhenWhere(event, now);

  return (
    <li
      data-row-id={event.id}
      className={cn(
        'bg-card relative flex min-h-11 items-center gap-2 overflow-hidden rounded-xl border py-3 pr-1 pl-4 transition-opacity',
        deleting && 'opacity-50',
      )}
    >
      <span aria-hidden="true" className="bg-primary absolute inset-y-0 left-0 w-1" />
      <span className="grid min-w-0 flex-1 gap-2">
        <span className="grid gap-0.5">
          <span id={titleId} className="font-medium wrap-anywhere">
            {event.title}
          </span>
          {event.description && (
            <span className="text-muted-foreground line-clamp-2 text-xs wrap-anywhere">
              {event.description}
            </span>
          )}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge variant="accent">
            <CalendarDays aria-hidden="true" className="size-3" />
            Event
          </Badge>
        </span>
        {when && (
          <span className="text-muted-foreground flex min-w-0 items-start gap-1 text-xs">
            <Clock aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{when}</span>
          </span>
        )}
      </span>
      <EventRowActions
        titleId={titleId}
        deleting={deleting}
        onEdit={() => onEdit(event)}
        onEditIntent={onEditIntent}
        onDelete={() => onDelete(event)}
        touch
      />
    </li>
  );
});
