import { UNCLASSED_COLOR } from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import { Check, Pencil, RotateCcw } from 'lucide-react';
import { memo, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DueBadge } from './due-badge';
import { formatDue } from './format';

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
      className={cn(
        'bg-card relative flex flex-col gap-3 overflow-hidden rounded-xl border py-3 pr-3 pl-4 transition-colors @sm:flex-row @sm:items-center',
        !completed && 'hover:border-input',
      )}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 w-1"
        style={{ backgroundColor: color }}
      />
      <div className={cn('min-w-0 flex-1', completed && 'opacity-70')}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p
            id={titleId}
            className={cn(
              'min-w-0 font-medium break-words',
              completed && 'text-muted-foreground line-through decoration-1',
            )}
          >
            {assignment.title}
          </p>
          {completed ? (
            <Badge variant="secondary" className="text-success">
              <Check aria-hidden="true" className="size-3" />
              Completed
            </Badge>
          ) : (
            <DueBadge dueDate={assignment.dueDate} now={now} />
          )}
        </div>
        {showDescription && assignment.description && (
          <p className="text-muted-foreground mt-0.5 line-clamp-2 text-sm break-words">
            {assignment.description}
          </p>
        )}
        <div className="text-muted-foreground mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2 shrink-0 rounded-full"
              style={{ backgroundColor: color }}
            />
            <span className="truncate">{schoolClass?.name ?? 'No class'}</span>
          </span>
          <Badge variant="outline" className="text-muted-foreground font-normal">
            {assignment.category}
          </Badge>
          {due && (
            <span className="whitespace-nowrap">
              <span className="sr-only">Due </span>
              {due}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1.5 self-end @sm:self-center">
        <Button
          variant="ghost"
          size="sm"
          aria-describedby={titleId}
          onClick={() => onEdit(assignment)}
          onPointerEnter={onEditIntent}
          onFocus={onEditIntent}
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit
        </Button>
        {completed ? (
          <Button
            variant="outline"
            size="sm"
            className="w-[5.25rem]"
            aria-describedby={titleId}
            onClick={() => onToggle(assignment, false)}
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            Active
          </Button>
        ) : (
          <Button
            variant="soft"
            size="sm"
            className="w-[5.25rem]"
            aria-describedby={titleId}
            onClick={() => onToggle(assignment, true)}
          >
            <Check aria-hidden="true" className="size-3.5" />
            Done
          </Button>
        )}
      </div>
    </li>
  );
});
