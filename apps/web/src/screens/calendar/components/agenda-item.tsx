import { UNCLASSED_COLOR } from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Clock from 'lucide-react/icons/clock';
import { memo } from 'react';
import {
  AssignmentStatusBadge,
  CategoryBadge,
  ClassLabel,
  ColorStripe,
  DueText,
  RowTitle,
} from '@/features/assignments/public/assignment-row-parts';
import { cn } from '@/lib/cn';
import { formatDue, formatTime } from '@/lib/format-date';

interface Props {
  assignment: Assignment;
  /** Its class, when it has one that still exists. */
  schoolClass: SchoolClass | undefined;
  now: Date;
  /** 'time' under a day heading that already names the date, 'date' in a list of many days. */
  when: 'date' | 'time';
  onOpen: (assignment: Assignment) => void;
  /** Called when the pointer or focus reaches the row, to start loading the dialog. */
  onOpenIntent: () => void;
}

/**
 * One assignment of the phone and tablet agendas (a list item): class colour, title, due or done
 * badge, category, class and due time. The whole row is one touch target opening Edit.
 */
export const AgendaItem = memo(function AgendaItem({
  assignment,
  schoolClass,
  now,
  when,
  onOpen,
  onOpenIntent,
}: Props) {
  const { completed, dueDate } = assignment;
  const color = schoolClass?.color ?? UNCLASSED_COLOR;
  const due = when === 'date' ? formatDue(dueDate, now) : dueDate && formatTime(new Date(dueDate));

  return (
    <li data-row-id={assignment.id}>
      <button
        type="button"
        onClick={() => onOpen(assignment)}
        onPointerEnter={onOpenIntent}
        onFocus={onOpenIntent}
        className={cn(
          'bg-card hover:border-input relative flex min-h-11 w-full cursor-pointer items-center gap-2 overflow-hidden rounded-xl border py-3 pr-2 pl-4 text-left transition-colors',
          'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
        )}
      >
        <ColorStripe color={color} dim={completed} />
        <span className="grid min-w-0 flex-1 gap-2">
          {/* Anywhere, not break-word: with break-word the grid's column still grew to a long
              word's width and pushed the phone page wider than the screen. */}
          <RowTitle as="span" completed={completed} className="font-medium wrap-anywhere">
            {assignment.title}
          </RowTitle>
          <span className="flex flex-wrap items-center gap-1.5">
            <AssignmentStatusBadge assignment={assignment} now={now} />
            <CategoryBadge category={assignment.category} />
          </span>
          <span className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <ClassLabel color={color} schoolClass={schoolClass} />
            </span>
            {due && (
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <Clock aria-hidden="true" className="size-3" />
                <DueText due={due} />
              </span>
            )}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
      </button>
    </li>
  );
});
