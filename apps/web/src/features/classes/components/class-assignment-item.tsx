import type { Assignment } from '@assignd/schemas';
import Check from 'lucide-react/icons/check';
import Circle from 'lucide-react/icons/circle';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import { useId } from 'react';
import {
  CategoryBadge,
  ColorStripe,
  DueText,
  RowActions,
  RowTitle,
} from '@/features/assignments/public/assignment-row-parts';
import { DueBadge } from '@/features/assignments/public/due-badge';
import { formatDue } from '@/lib/format-date';

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
    <li
      data-row-id={assignment.id}
      className="bg-card relative flex flex-col gap-3 overflow-hidden rounded-xl border py-3.5 pr-3.5 pl-5 @md:flex-row @md:items-start"
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
          {!completed && <DueBadge dueDate={assignment.dueDate} now={now} />}
        </div>
        {assignment.description && (
          <p className="text-muted-foreground mt-0.5 line-clamp-2 text-sm wrap-anywhere">
            {assignment.description}
          </p>
        )}
        {assignment.notes && (
          <p className="bg-muted/70 mt-2 flex gap-2 rounded-lg px-3 py-2 text-sm wrap-anywhere">
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
          <CategoryBadge category={assignment.category} />
          <span className="whitespace-nowrap">{due ? <DueText due={due} /> : 'No due date'}</span>
        </div>
      </div>
      <RowActions
        titleId={titleId}
        completed={completed}
        className="@md:self-center"
        toggleClassName={completed ? 'text-success w-[7.5rem]' : 'w-[7.5rem]'}
        toggleTitle={completed ? 'Mark as not done' : undefined}
        toggleLabel={
          completed ? (
            <>
              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              Completed
            </>
          ) : (
            <>
              <Circle aria-hidden="true" className="size-3.5" />
              Mark Done
            </>
          )
        }
        onEdit={() => onEdit(assignment)}
        onEditIntent={onEditIntent}
        onToggle={(done) => onToggle(assignment, done)}
      />
    </li>
  );
}
