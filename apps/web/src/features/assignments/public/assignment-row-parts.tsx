import type { Assignment, SchoolClass } from '@assignd/schemas';
import Check from 'lucide-react/icons/check';
import { WaitingBadge } from '@/components/waiting-badge';
import Pencil from 'lucide-react/icons/pencil';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useIsPending } from '@/lib/outbox/pending';
import { DueBadge } from './due-badge';

/** The class colour down a row's left edge; `dim` fades it for a done item. */
export function ColorStripe({ color, dim = false }: { color: string; dim?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn('absolute inset-y-0 left-0 w-1', dim && 'opacity-40')}
      style={{ backgroundColor: color }}
    />
  );
}

/** An item's title, struck through once it is done. */
export function RowTitle({
  as: Tag = 'p',
  id,
  completed,
  className,
  children,
}: {
  /** A span where the row is a button, which may not hold a paragraph. */
  as?: 'p' | 'span';
  id?: string;
  completed: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Tag
      id={id}
      className={cn(className, completed && 'text-muted-foreground line-through decoration-1')}
    >
      {children}
    </Tag>
  );
}

/** The green 'Completed' badge of a done item. */
export function CompletedBadge() {
  return (
    <Badge variant="success">
      <Check aria-hidden="true" className="size-3" />
      Completed
    </Badge>
  );
}

/**
 * 'Completed' for a done assignment, otherwise how soon it is due (nothing when far off); and
 * 'Waiting to sync' while a change of it made offline waits to be sent.
 */
export function AssignmentStatusBadge({ assignment, now }: { assignment: Assignment; now: Date }) {
  const waiting = useIsPending(assignment.id);
  return (
    <>
      {assignment.completed ? (
        <CompletedBadge />
      ) : (
        <DueBadge dueDate={assignment.dueDate} now={now} />
      )}
      {waiting && <WaitingBadge />}
    </>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return <Badge variant="category">{category}</Badge>;
}

/** A colour dot and the class's name, or 'No class'. */
export function ClassLabel({
  color,
  schoolClass,
}: {
  color: string;
  schoolClass: SchoolClass | undefined;
}) {
  return (
    <>
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: color }}
      />
      <span className="truncate">{schoolClass?.name ?? 'No class'}</span>
    </>
  );
}

/** The due date, read out as 'Due …'. */
export function DueText({ due }: { due: string }) {
  return (
    <>
      <span className="sr-only">Due </span>
      {due}
    </>
  );
}

/**
 * A row's actions: the labelled Edit button (reaching it starts loading the dialog) and the
 * Done/Active switch, outlined once done and soft while open, called with the new state.
 */
export function RowActions({
  titleId,
  completed,
  className,
  toggleClassName,
  toggleTitle,
  toggleLabel,
  onEdit,
  onEditIntent,
  onToggle,
}: {
  titleId: string;
  completed: boolean;
  /** Where the pair sits in the row at each width. */
  className: string;
  toggleClassName: string;
  toggleTitle?: string;
  /** The switch's icon and text for the current state. */
  toggleLabel: ReactNode;
  onEdit: () => void;
  onEditIntent: (() => void) | undefined;
  onToggle: (completed: boolean) => void;
}) {
  return (
    <div className={cn('flex shrink-0 items-center gap-1.5 self-end', className)}>
      <Button
        variant="ghost"
        size="sm"
        aria-describedby={titleId}
        onClick={onEdit}
        onPointerEnter={onEditIntent}
        onFocus={onEditIntent}
      >
        <Pencil aria-hidden="true" className="size-3.5" />
        Edit
      </Button>
      <Button
        variant={completed ? 'outline' : 'soft'}
        size="sm"
        className={toggleClassName}
        aria-describedby={titleId}
        title={toggleTitle}
        onClick={() => onToggle(!completed)}
      >
        {toggleLabel}
      </Button>
    </div>
  );
}
