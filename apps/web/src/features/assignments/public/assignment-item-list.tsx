import type { Assignment, SchoolClass } from '@assignd/schemas';
import { PagedList } from '@/components/ui/paged-list';
import { AssignmentItem } from '../components/assignment-item';
import { preloadAssignmentDialog } from './assignment-dialog';

interface Props {
  items: Assignment[];
  /** Rows rendered at first and added by each 'Show more'. */
  pageSize: number;
  /** The filters the items come from; the list starts over at `pageSize` when it changes. */
  resetKey: string;
  'aria-label'?: string;
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
