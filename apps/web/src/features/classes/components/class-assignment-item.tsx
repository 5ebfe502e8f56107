import type { Assignment } from '@assignd/schemas';
import { Check, Circle, NotebookPen, Pencil } from 'lucide-react';
import { useId } from 'react';
import { DueBadge } from '@/components/assignments/due-badge';
import { formatDue } from '@/components/assignments/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface Props {
  assignment: Assignment;
  /** The class colour. */
  color: string;
  now: Date;
  /** Called with the new state: true for done. */
  onToggle: (assignment: Assignment, completed: boolean) => void;
  onEdit: (assignment: Assignment) => void;
  onEditIntent?: () => void;
}

/**
 * One assignment on a class's page (put it in a `<ul className="@container">`): title, due badge,
 * description, notes, category and due date, Edit and the Mark Done / Completed toggle.
 */
export function ClassAssignmentItem({
  assignment,
  color,
  now,
  onToggle,
  onEdit,
  onEditIntent,
}: Props) {
  const titleId = useId();
  const { completed } = assignment;
  const due = formatDue(assignment.dueDate, now);

  return (
    <li className="bg-card relative flex flex-col gap-3 overflow-hidden rounded-xl border py-3.5 pr-3.5 pl-5 @md:flex-row @md:items-start">
      <span
        aria-hidden="true"
        className={cn('absolute inset-y-0 left-0 w-1', completed && 'opacity-40')}
        style={{ backgroundColor: color }}
      />
      <div className="min-w-0 flex-1">
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
          {!completed && <DueBadge dueDate={assignment.dueDate} now={now} />}
        </div>
        {assignment.description && (
          <p
            className={cn(
              'text-muted-foreground mt-0.5 line-clamp-2 text-sm break-words',
              completed && 'opacity-70',
            )}
          >
            {assignment.description}
          </p>
        )}
        {assignment.notes && (
          <p className="bg-muted/70 mt-2 flex gap-2 rounded-lg px-3 py-2 text-sm break-words">
            <NotebookPen
              aria-hidden="true"
              className="text-muted-foreground mt-0.5 size-4 shrink-0"
            />
            <span className="min-w-0">
              <span className="sr-only">Notes: </span>
              {assignment.notes}
            </span>
          </p>
        )}
        <div className="text-muted-foreground mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
          <Badge variant="outline" className="text-muted-foreground font-normal">
            {assignment.category}
          </Badge>
          <span className="whitespace-nowrap">
            {due ? (
              <>
                <span className="sr-only">Due </span>
                {due}
              </>
            ) : (
              'No due date'
            )}
          </span>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1.5 self-end @md:self-center">
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
            className="text-success w-[7.5rem]"
            aria-describedby={titleId}
            title="Mark as not done"
            onClick={() => onToggle(assignment, false)}
          >
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
            Completed
          </Button>
        ) : (
          <Button
            variant="soft"
            size="sm"
            className="w-[7.5rem]"
            aria-describedby={titleId}
            onClick={() => onToggle(assignment, true)}
          >
            <Circle aria-hidden="true" className="size-3.5" />
            Mark Done
          </Button>
        )}
      </div>
    </li>
  );
}
