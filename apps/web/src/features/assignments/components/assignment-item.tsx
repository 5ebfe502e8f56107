import { UNCLASSED_COLOR } from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import Check from 'lucide-react/icons/check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { memo, useId } from 'react';
import { cn } from '@/lib/cn';
import {
  AssignmentStatusBadge,
  CategoryBadge,
  ClassLabel,
  ColorStripe,
  DueText,
  RowActions,
  RowTitle,
} from '../public/assignment-row-parts';
import { formatDue } from '@/lib/format-date';

interface Props {
  assignment: Assignment;
  /** Its class, when it has one that still exists. */
  schoolClass: SchoolClass | undefined;
  now: Date;
  onEdit: (assignment: Assignment) => void;
  /** Called with the new state: true for Done, false for Active. */
  onToggle: (assignment: Assignment, completed: boolean) => void;
  /** Called when the pointer or focus reaches Edit, to start loading the dialog. */
  onEditIntent?: () => void;
  showDescription?: boolean;
}

/**
 * One assignment (a list item; put it in a `<ul className="@container">` so it lays out by the
 * list's width):
 * class colour, title, class, category, due date and badge, Edit and Done/Active.
 */
export const AssignmentItem = memo(function AssignmentItem({
  assignment,
  schoolClass,
  now,
  onEdit,
  onToggle,
  onEditIntent,
  showDescription = false,
}: Props) {
  const titleId = useId();
  const { completed } = assignment;
  const due = formatDue(assignment.dueDate, now);
  const color = schoolClass?.color ?? UNCLASSED_COLOR;

  return (
    <li
      data-row-id={assignment.id}
      className={cn(
        'bg-card relative flex flex-col gap-3 overflow-hidden rounded-xl border py-3 pr-3 pl-4 transition-colors @sm:flex-row @sm:items-center',
        !completed && 'hover:border-input',
      )}
    >
      <ColorStripe color={color} dim={completed} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <RowTitle
            id={titleId}
            completed={completed}
            className="min-w-0 font-medium wrap-anywhere"
          >
            {assignment.title}
          </RowTitle>
          <AssignmentStatusBadge assignment={assignment} now={now} />
        </div>
        {showDescription && assignment.description && (
          <p className="text-muted-foreground mt-0.5 line-clamp-2 text-sm wrap-anywhere">
            {assignment.description}
          </p>
        )}
        <div className="text-muted-foreground mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <ClassLabel color={color} schoolClass={schoolClass} />
          </span>
          <CategoryBadge category={assignment.category} />
          {due && (
            <span className="whitespace-nowrap">
              <DueText due={due} />
            </span>
          )}
        </div>
      </div>
      <RowActions
        titleId={titleId}
        completed={completed}
        className="@sm:self-center"
        toggleClassName="w-[5.25rem]"
        toggleLabel={
          completed ? (
            <>
              <RotateCcw aria-hidden="true" className="size-3.5" />
              Active
            </>
          ) : (
            <>
              <Check aria-hidden="true" className="size-3.5" />
              Done
            </>
          )
        }
        onEdit={() => onEdit(assignment)}
        onEditIntent={onEditIntent}
        onToggle={(done) => onToggle(assignment, done)}
      />
    </li>
  );
});
