import {
  SWIPE_COMPLETE_THRESHOLD_PX,
  SWIPE_MAX_DRAG_PX,
  SWIPE_OVERLAY_MS,
  UNCLASSED_COLOR,
  swipeCompletes,
  swipeIntent,
  swipeOffset,
  type SwipeIntent,
} from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import Check from 'lucide-react/icons/check';
import { memo, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import {
  AssignmentStatusBadge,
  CategoryBadge,
  ClassLabel,
  ColorStripe,
  DueText,
  RowTitle,
} from '../public/assignment-row-parts';
import { formatDue } from '@/lib/format-date';
import { SwipeableRowActions } from './swipeable-row-actions';

interface Props {
  assignment: Assignment;
  /** Its class, when it has one that still exists. */
  schoolClass: SchoolClass | undefined;
  now: Date;
  /** Called with the new state: true for Done (also after a swipe), false for Active. */
  onToggle: (assignment: Assignment, completed: boolean) => void;
  onEdit: (assignment: Assignment) => void;
  /** Asks to delete; the page confirms first. */
  onDelete: (assignment: Assignment) => void;
  /** Called when the menu opens, to start loading the dialogs its items open. */
  onMenuOpen?: () => void;
}

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  intent: SwipeIntent;
  offset: number;
}

/**
 * One assignment on a phone list (an `<li>`): class colour, title, class, category and due badge,
 * and a menu with Mark Done / Mark Active, Edit and Delete. Swiping an open item left past the
 * threshold shows 'Completed!' and then completes it; the menu offers the same for keyboards and
 * screen readers. Rows are memoised, so pass stable callbacks.
 */
export const SwipeableAssignmentRow = memo(function SwipeableAssignmentRow({
  assignment,
  schoolClass,
  now,
  onToggle,
  onEdit,
  onDelete,
  onMenuOpen,
}: Props) {
  const titleId = useId();
  const { completed } = assignment;
  const color = schoolClass?.color ?? UNCLASSED_COLOR;
  const due = formatDue(assignment.dueDate, now);

  const row = useRef<HTMLLIElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const reveal = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [completing, setCompleting] = useState(false);
  // The completion a finished swipe has scheduled; it still happens if the row goes away first.
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; complete: () => void } | null>(
    null,
  );

  useEffect(
    () => () => {
      const scheduled = pending.current;
      if (!scheduled) return;
      clearTimeout(scheduled.timer);
      scheduled.complete();
    },
    [],
  );

  // The drag writes straight to the DOM: a React render per pointer move would drop frames.
  const moveTo = (offset: number, dragging: boolean) => {
    row.current?.toggleAttribute('data-dragging', dragging);
    if (surface.current) {
      surface.current.style.transform = offset === 0 ? '' : `translateX(${offset}px)`;
    }
    if (reveal.current) {
      reveal.current.style.opacity = String(Math.min(1, -offset / SWIPE_COMPLETE_THRESHOLD_PX));
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (completed || completing || !event.isPrimary) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // The menu button is pressed, not dragged.
    if (event.target instanceof Element && event.target.closest('button')) return;
    gesture.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      intent: 'undecided',
      offset: 0,
    };
  };

  // The browser took the gesture over (a scroll began), the capture was lost, or a mouse button
  // was let go outside the row before the gesture was decided: spring back.
  const cancel = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture.current?.pointerId !== event.pointerId) return;
    gesture.current = null;
    moveTo(0, false);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (event.pointerType === 'mouse' && event.buttons === 0) {
      cancel(event);
      return;
    }
    const dx = event.clientX - current.startX;
    if (current.intent === 'undecided') {
      current.intent = swipeIntent(dx, event.clientY - current.startY);
      if (current.intent === 'scroll') {
        gesture.current = null;
        return;
      }
      if (current.intent === 'undecided') return;
      // Keeps the moves coming once the finger or mouse leaves the row.
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    current.offset = swipeOffset(dx);
    moveTo(current.offset, true);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (current.intent !== 'swipe') return;
    moveTo(0, false);
    if (!swipeCompletes(current.offset)) return;
    setCompleting(true);
    const complete = () => onToggle(assignment, true);
    pending.current = {
      complete,
      timer: setTimeout(() => {
        pending.current = null;
        complete();
        setCompleting(false);
      }, SWIPE_OVERLAY_MS),
    };
  };

  return (
    <li
      ref={row}
      data-row-id={assignment.id}
      className="group bg-card relative overflow-hidden rounded-xl border"
    >
      <div
        ref={reveal}
        aria-hidden="true"
        className="absolute inset-0 flex justify-end bg-emerald-600 text-white opacity-0 transition-opacity duration-200 group-data-[dragging]:transition-none motion-reduce:transition-none"
      >
        <span
          className="flex flex-col items-center justify-center gap-0.5 text-xs font-semibold"
          style={{ width: SWIPE_MAX_DRAG_PX }}
        >
          <Check className="size-5" />
          Done
        </span>
      </div>
      <div
        ref={surface}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={cancel}
        // Only the row's own capture: a child losing the implicit touch capture to the row is
        // how a swipe starts.
        onLostPointerCapture={(event) => event.target === event.currentTarget && cancel(event)}
        className={cn(
          'bg-card relative flex touch-pan-y items-start gap-1 py-2.5 pr-1 pl-4 select-none',
          'transition-transform duration-200 ease-out group-data-[dragging]:transition-none motion-reduce:transition-none',
        )}
      >
        <ColorStripe color={color} dim={completed} />
        <div className="min-w-0 flex-1 py-0.5">
          <RowTitle
            id={titleId}
            completed={completed}
            className="line-clamp-2 font-medium wrap-anywhere"
          >
            {assignment.title}
          </RowTitle>
          <p className="text-muted-foreground mt-0.5 flex min-w-0 items-center gap-1.5 text-xs">
            <ClassLabel color={color} schoolClass={schoolClass} />
            {due && (
              <>
                <span aria-hidden="true">·</span>
                <span className="whitespace-nowrap">
                  <DueText due={due} />
                </span>
              </>
            )}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={assignment.category} />
            <AssignmentStatusBadge assignment={assignment} now={now} />
          </div>
        </div>
        <SwipeableRowActions
          title={assignment.title}
          describedBy={titleId}
          completed={completed}
          onToggle={(done) => onToggle(assignment, done)}
          onEdit={() => onEdit(assignment)}
          onDelete={() => onDelete(assignment)}
          onOpen={() => onMenuOpen?.()}
        />
      </div>
      {completing && (
        <div
          role="status"
          className="animate-overlay-in absolute inset-0 flex items-center justify-center gap-2 bg-emerald-600 font-semibold text-white"
        >
          <Check aria-hidden="true" className="size-5" />
          Completed!
        </div>
      )}
    </li>
  );
});
