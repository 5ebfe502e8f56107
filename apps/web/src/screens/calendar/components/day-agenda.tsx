import { daysBetween, dueBadge, dueBadgeText, dueUrgency } from '@assignd/core';
import type { Assignment, PlannerEvent, SchoolClass } from '@assignd/schemas';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import Clock from 'lucide-react/icons/clock';
import Pencil from 'lucide-react/icons/pencil';
import { useId, type Ref } from 'react';
import {
  CategoryBadge,
  ClassLabel,
  ColorStripe,
  CompletedBadge,
  RowTitle,
} from '@/features/assignments/public/assignment-row-parts';
import { dueUrgencyVariant } from '@/features/assignments/public/due-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { itemColor, relativeDayText, type CalendarItem } from '../utils/calendar-items';
import { formatLongDay, formatTime } from '@/lib/format-date';
import { EventRowActions } from '@/features/events/public/event-row-actions';
import { eventWhenWhere } from '@/features/events/public/event-times';
import MapPin from 'lucide-react/icons/map-pin';

interface Props {
  day: Date;
  now: Date;
  /** undefined while loading. */
  items: CalendarItem[] | undefined;
  failed: boolean;
  onRetry: () => void;
  classes: Map<string, SchoolClass> | undefined;
  onAddEvent: () => void;
  onAddIntent: () => void;
  onEditAssignment: (assignment: Assignment) => void;
  onEditIntent: () => void;
  onEditEvent: (event: PlannerEvent) => void;
  onEditEventIntent: () => void;
  onDeleteEvent: (event: PlannerEvent) => void;
  /** Ids of events being deleted. */
  deletingEventId: string | undefined;
  /** Phone and tablet: a shorter list (spec 9: 384px, not 500px). */
  touch?: boolean;
  /** The day's heading, which a month cell's '+N more' moves the focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

/** The selected day's assignments and events, each with its badges, class and actions. */
export function DayAgenda({
  day,
  now,
  items,
  failed,
  onRetry,
  classes,
  onAddEvent,
  onAddIntent,
  onEditAssignment,
  onEditIntent,
  onEditEvent,
  onEditEventIntent,
  onDeleteEvent,
  deletingEventId,
  touch = false,
  headingRef,
  className,
}: Props) {
  const headingId = useId();
  const relative = relativeDayText(daysBetween(now, day));
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader row className="items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            // Clear of the tablet's top bar when the focus scrolls the list into view.
            className="scroll-mt-24 text-base leading-tight font-semibold tracking-tight outline-none"
          >
            {formatLongDay(day)}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            {relative}
            {items && items.length > 0 && (
              <> · {`${items.length} ${items.length === 1 ? 'item' : 'items'}`}</>
            )}
          </p>
        </div>
      </CardHeader>
      <CardContent>
        {!items ? (
          failed ? (
            <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
              Your calendar could not be loaded.{' '}
              <Button variant="link" onClick={onRetry}>
                Try again
              </Button>
            </p>
          ) : (
            <div role="status" aria-label="Loading" className="grid gap-2">
              {[0, 1].map((index) => (
                <div key={index} className="bg-muted h-20 animate-pulse rounded-xl" />
              ))}
            </div>
          )
        ) : items.length === 0 ? (
          <div className="bg-muted/50 flex flex-col items-center rounded-xl px-4 py-10 text-center">
            <CalendarX2 aria-hidden="true" className="text-muted-foreground size-8" />
            <p className="text-muted-foreground mt-3 text-sm">No events on this date</p>
            <Button
              variant="soft"
              size="sm"
              className="mt-4"
              onClick={onAddEvent}
              onPointerEnter={onAddIntent}
              onFocus={onAddIntent}
            >
              <CalendarPlus aria-hidden="true" className="size-3.5" />
              Add Event
            </Button>
          </div>
        ) : (
          <ul
            aria-labelledby={headingId}
            className={cn(
              '-mr-2 grid gap-2 overflow-y-auto overscroll-contain pr-2',
              touch ? 'max-h-96' : 'max-h-[500px]',
            )}
          >
            {items.map((item) => (
              <AgendaItem
                key={`${item.kind}:${item.id}`}
                item={item}
                now={now}
                classes={classes}
                onEditAssignment={onEditAssignment}
                onEditIntent={onEditIntent}
                onEditEvent={onEditEvent}
                onEditEventIntent={onEditEventIntent}
                onDeleteEvent={onDeleteEvent}
                deleting={item.kind === 'event' && deletingEventId === item.id}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AgendaItem({
  item,
  now,
  classes,
  onEditAssignment,
  onEditIntent,
  onEditEvent,
  onEditEventIntent,
  onDeleteEvent,
  deleting,
}: {
  item: CalendarItem;
  now: Date;
  classes: Map<string, SchoolClass> | undefined;
  onEditAssignment: (assignment: Assignment) => void;
  onEditIntent: () => void;
  onEditEvent: (event: PlannerEvent) => void;
  onEditEventIntent: () => void;
  onDeleteEvent: (event: PlannerEvent) => void;
  deleting: boolean;
}) {
  const titleId = useId();
  const color = itemColor(item, classes);
  const completed = item.kind === 'assignment' && item.assignment.completed;
  const description =
    item.kind === 'assignment' ? item.assignment.description : item.event.description;
  const schoolClass =
    item.kind === 'assignment' && item.assignment.classId
      ? classes?.get(item.assignment.classId)
      : undefined;

  // An open assignment says when it is due ('Overdue', 'Due Today'...), a done one 'Completed';
  // an event (or an assignment due beyond the due badges' week) how far the day is from today.
  const iso = item.kind === 'assignment' ? item.assignment.dueDate : item.event.eventDate;
  const due = item.kind === 'assignment' && !completed ? dueBadge(iso, now) : null;
  const relativeBadge = due ? (
    <Badge variant={dueUrgencyVariant(dueUrgency(iso, now))}>{dueBadgeText(due)}</Badge>
  ) : (
    <Badge variant="secondary">{relativeDayText(daysBetween(now, item.at))}</Badge>
  );

  return (
    <li
      data-row-id={item.kind === 'assignment' ? item.assignment.id : item.event.id}
      className={cn(
        'bg-card relative flex gap-2 overflow-hidden rounded-xl border py-3 pr-2 pl-4 transition-opacity',
        deleting && 'opacity-50',
      )}
    >
      <ColorStripe color={color} dim={completed} />
      <div className="min-w-0 flex-1">
        <RowTitle id={titleId} completed={completed} className="text-sm font-medium wrap-anywhere">
          {item.title}
        </RowTitle>
        {description && (
          <p className="text-muted-foreground mt-0.5 line-clamp-2 text-xs wrap-anywhere">
            {description}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {completed ? <CompletedBadge /> : relativeBadge}
          {item.kind === 'event' ? (
            <Badge variant="accent">Event</Badge>
          ) : (
            <CategoryBadge category={item.assignment.category} />
          )}
        </div>
        <div className="text-muted-foreground mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {item.kind === 'assignment' && (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <ClassLabel color={color} schoolClass={schoolClass} />
            </span>
          )}
          <span className="flex min-w-0 items-start gap-1">
            {item.kind === 'event' && item.event.location ? (
              <MapPin aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
            ) : (
              <Clock aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
            )}
            <span className="min-w-0 wrap-anywhere">
              {item.kind === 'event' ? eventWhenWhere(item.event, now) : formatTime(item.at)}
            </span>
          </span>
        </div>
      </div>
      {item.kind === 'assignment' ? (
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground size-8"
          aria-label="Edit"
          aria-describedby={titleId}
          onClick={() => onEditAssignment(item.assignment)}
          onPointerEnter={onEditIntent}
          onFocus={onEditIntent}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      ) : (
        <div className="flex flex-col">
          <EventRowActions
            titleId={titleId}
            deleting={deleting}
            onEdit={() => onEditEvent(item.event)}
            onEditIntent={onEditEventIntent}
            onDelete={() => onDeleteEvent(item.event)}
          />
        </div>
      )}
    </li>
  );
}
