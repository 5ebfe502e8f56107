import { daysBetween, type AgendaDay, type PhoneAgendaItem } from '@assignd/core';
import type { Assignment, PlannerEvent, SchoolClass } from '@assignd/schemas';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { relativeDayText } from '../utils/calendar-items';
import { AgendaEventItem } from './agenda-event-item';
import { AgendaItem } from './agenda-item';
import { formatDayOfMonth, formatLongDay, formatShortMonth } from '@/lib/format-date';
import { IconTile } from '@/components/ui/icon-tile';

type Item = PhoneAgendaItem<Assignment, PlannerEvent>;

interface Props {
  days: AgendaDay<Item>[];
  now: Date;
  classes: Map<string, SchoolClass> | undefined;
  onOpen: (assignment: Assignment) => void;
  onOpenIntent: () => void;
  onEditEvent: (event: PlannerEvent) => void;
  onEditEventIntent: () => void;
  onDeleteEvent: (event: PlannerEvent) => void;
  deletingEventId: string | undefined;
}

/**
 * The tablet's List view: the upcoming assignments and events as a timeline of days, each with its
 * count.
 */
export function AgendaTimeline({ days, ...rest }: Props) {
  if (days.length === 0) {
    return (
      <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-6 py-16 text-center">
        <IconTile className="size-14 rounded-2xl">
          <CalendarClock className="size-7" />
        </IconTile>
        <p className="text-muted-foreground mt-4">No upcoming assignments</p>
      </div>
    );
  }
  return (
    <ol aria-label="Upcoming assignments and events by day" className="grid">
      {days.map((day, index) => (
        <TimelineDay key={day.day} day={day} last={index === days.length - 1} {...rest} />
      ))}
    </ol>
  );
}

function TimelineDay({
  day,
  last,
  now,
  classes,
  onOpen,
  onOpenIntent,
  onEditEvent,
  onEditEventIntent,
  onDeleteEvent,
  deletingEventId,
}: Omit<Props, 'days'> & { day: AgendaDay<Item>; last: boolean }) {
  const headingId = useId();
  const { start, items } = day;
  const fromToday = daysBetween(now, start);
  const title = formatLongDay(start, now);
  return (
    <li className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4">
      <div aria-hidden="true" className="flex flex-col items-center">
        <span
          className={cn(
            'flex size-14 shrink-0 flex-col items-center justify-center rounded-2xl border leading-none',
            fromToday === 0 ? 'bg-primary text-primary-foreground border-primary' : 'bg-card',
          )}
        >
          <span
            className={cn(
              'text-[0.7rem] font-semibold tracking-wide uppercase',
              fromToday !== 0 && 'text-muted-foreground',
            )}
          >
            {formatShortMonth(start)}
          </span>
          <span className="mt-1 text-xl font-bold tabular-nums">{formatDayOfMonth(start)}</span>
        </span>
        {!last && <span className="bg-border my-2 w-px flex-1" />}
      </div>
      <section aria-labelledby={headingId} className={cn('min-w-0', !last && 'pb-8')}>
        <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h3 id={headingId} className="leading-tight font-semibold tracking-tight">
              {title}
            </h3>
            <p className="text-muted-foreground mt-1 text-sm">{relativeDayText(fromToday)}</p>
          </div>
          <span className="bg-muted text-muted-foreground rounded-full px-2.5 py-1 text-xs font-medium tabular-nums">
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </span>
        </div>
        <ul aria-labelledby={headingId} className="mt-3 grid gap-2">
          {items.map((item) =>
            item.kind === 'event' ? (
              <AgendaEventItem
                key={`event:${item.event.id}`}
                event={item.event}
                now={now}
                withDay={false}
                onEdit={onEditEvent}
                onEditIntent={onEditEventIntent}
                onDelete={onDeleteEvent}
                deleting={deletingEventId === item.event.id}
              />
            ) : (
              <AgendaItem
                key={`assignment:${item.assignment.id}`}
                assignment={item.assignment}
                schoolClass={
                  item.assignment.classId ? classes?.get(item.assignment.classId) : undefined
                }
                now={now}
                when="time"
                onOpen={onOpen}
                onOpenIntent={onOpenIntent}
              />
            ),
          )}
        </ul>
      </section>
    </li>
  );
}
