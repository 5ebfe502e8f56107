import type { Assignment, SchoolClass } from '@assignd/schemas';
import { PagedList, type PagingProps } from '@/components/ui/paged-list';
import { preloadAssignmentDialog } from '../public/assignment-dialog';
import { preloadDeleteAssignmentDialog } from './delete-assignment-dialog';
import { SwipeableAssignmentRow } from './swipeable-assignment-row';
import { usePreloadRowMenu } from './swipeable-row-actions';

interface Props extends PagingProps<Assignment> {
  classes: Map<string, SchoolClass> | undefined;
  now: Date;
  /** Pass stable callbacks: the rows are memoised. */
  onToggle: (assignment: Assignment, completed: boolean) => void;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}

/** What a row's menu items open starts downloading as the menu opens. */
function preloadRowDialogs(): void {
  preloadAssignmentDialog();
  preloadDeleteAssignmentDialog();
}

/** A phone list of swipeable assignment rows that renders a page at a time, with 'Show more'. */
export function SwipeableAssignmentList({
  classes,
  now,
  onToggle,
  onEdit,
  onDelete,
  ...list
}: Props) {
  usePreloadRowMenu();
  return (
    <PagedList
      {...list}
      className="grid gap-2"
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
          onMenuOpen={preloadRowDialogs}
        />
      )}
    />
  );
}
