import type { SchoolClass } from '@assignd/schemas';
import { clsx } from 'clsx';
import { preloadAssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { AsyncContent } from '@/components/feedback/async-content';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Badge } from '@/components/ui/badge';
import type { ClassDetail } from '../hooks/use-class-detail';
import { ClassAssignmentItem } from './class-assignment-item';

interface Props {
  schoolClass: SchoolClass;
  detail: ClassDetail;
  touch?: boolean;
  /** What the empty state suggests: the class's one Add Assignment is in its header card. */
  emptyDescription: string;
}

/** A class's assignments by due date, with their loading, error and empty states. */
export function ClassAssignmentsSection({ schoolClass, detail, touch, emptyDescription }: Props) {
  const { assignments, mine, now, onToggle, setDialog } = detail;
  const heading = (
    <h2 id="class-assignments" className="flex items-center gap-2 text-lg font-semibold">
      Assignments
      {mine && <Badge variant="secondary">{mine.length}</Badge>}
    </h2>
  );
  return (
    <section aria-labelledby="class-assignments" className="grid gap-3">
      {heading}
      <AsyncContent
        data={mine}
        failed={assignments.isError}
        onRetry={() => void assignments.refetch()}
        errorMessage="The assignments could not be loaded."
        touch={touch}
        loading={
          <SkeletonList
            label="Loading assignments"
            className="grid gap-2"
            itemClassName={clsx('rounded-xl', touch ? 'h-24' : 'h-20')}
          />
        }
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              className={touch ? 'py-10' : 'py-12'}
              title="No assignments for this class yet"
              description={emptyDescription}
            />
          ) : (
            // On a phone the item's 32px buttons grow to the 44px a thumb needs.
            <ul
              className={clsx('@container grid gap-2', touch && '[&_button]:min-h-11')}
              aria-labelledby="class-assignments"
            >
              {list.map((assignment) => (
                <ClassAssignmentItem
                  key={assignment.id}
                  assignment={assignment}
                  color={schoolClass.color}
                  now={now}
                  onToggle={onToggle}
                  onEdit={(item) => setDialog({ mode: 'edit', assignment: item })}
                  onEditIntent={preloadAssignmentDialog}
                />
              ))}
            </ul>
          )
        }
      </AsyncContent>
    </section>
  );
}
