import type { Assignment, SchoolClass } from '@assignd/schemas';
import { PagedList } from '@/components/ui/paged-list';
import { preloadAssignmentDialog } from '../public/assignment-dialog';
import { SwipeableAssignmentRow } from './swipeable-assignment-row';

interface Props {
  items: Assignment[];
  classes: Map<string, SchoolClass> | undefined;
  now: Date;
  /** Rows rendered at first and added by each 'Show more'. */
  pageSize: number;
  /** The filters the items come from; the list starts over at `pageSize` when it changes. */
  resetKey: string;
  /** Pass stable callbacks: the rows are memoised. */
  onToggle: (assignment: Assignment, completed: boolean) => void;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
  'aria-label'?: string;
}

/** A phone list of swipeable assignment rows that renders a page at a time, with 'Show more'. */
export function SwipeableAssignmentList({
  items,
  classes,
  now,
  pageSize,
  resetKey,
  onToggle,
  onEdit,
  onDelete,
  'aria-label': ariaLabel,
}: Props) {
  return (
    <PagedList
      items={items}
      pageSize={pageSize}
      resetKey={resetKey}
      className="grid gap-2"
      aria-label={ariaLabel}
      touch
      renderItem={(assignment) => (
        <SwipeableAssignmentRow
          key={assignment.id}
          assignment={assignment}
          schoolClass={assignment.classId ? classes?.get(assignment.classId) : undefined}
          now={now}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
          onEditIntent={preloadAssignmentDialog}
        />
      )}
    />
  );
}
