import type { Assignment, SchoolClass } from '@assignd/schemas';
import { PagedList, type PagingProps } from '@/components/ui/paged-list';
import { AssignmentItem } from '../components/assignment-item';
import { preloadAssignmentDialog } from './assignment-dialog';

interface Props extends PagingProps<Assignment> {
  classes: Map<string, SchoolClass> | undefined;
  now: Date;
  /** Pass stable callbacks: the rows are memoised. */
  onEdit: (assignment: Assignment) => void;
  onToggle: (assignment: Assignment, completed: boolean) => void;
  showDescription?: boolean;
}

/** A desktop list of assignment rows that renders a page at a time, with 'Show more'. */
export function AssignmentItemList({
  classes,
  now,
  onEdit,
  onToggle,
  showDescription,
  ...list
}: Props) {
  return (
    <PagedList
      {...list}
      className="@container grid gap-2"
      renderItem={(assignment) => (
        <AssignmentItem
          key={assignment.id}
          assignment={assignment}
          schoolClass={assignment.classId ? classes?.get(assignment.classId) : undefined}
          now={now}
          onEdit={onEdit}
          onToggle={onToggle}
          onEditIntent={preloadAssignmentDialog}
          showDescription={showDescription}
        />
      )}
    />
  );
}
