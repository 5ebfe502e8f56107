import {
  ASSIGNMENT_CATEGORIES,
  filterByCategory,
  sortAssignments,
  type AssignmentCategory,
} from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import { ClipboardList } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AssignmentItem } from '@/components/assignments/assignment-item';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useAppPath } from '@/hooks/use-app-path';
import { useRenderLimit } from '@/hooks/use-render-limit';
import { cn } from '@/lib/cn';

type CategoryFilter = AssignmentCategory | 'All';
const CATEGORY_FILTERS: CategoryFilter[] = ['All', ...ASSIGNMENT_CATEGORIES];
/** Rows rendered at first; the rest come with 'Show more' (a full list lives on /assignments). */
const PAGE_SIZE = 25;

interface Props {
  assignments: Assignment[] | undefined;
  failed: boolean;
  onRetry: () => void;
  classes: Map<string, SchoolClass> | undefined;
  now: Date;
  onAdd: () => void;
  onEdit: (assignment: Assignment) => void;
  onToggle: (assignment: Assignment, completed: boolean) => void;
  /** The pointer or focus reached an add or edit button: start loading the dialog. */
  onDialogIntent: () => void;
  className?: string;
}

export function AssignmentsPanel({
  assignments,
  failed,
  onRetry,
  classes,
  now,
  onAdd,
  onEdit,
  onToggle,
  onDialogIntent,
  className,
}: Props) {
  const appPath = useAppPath();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [showCompleted, setShowCompleted] = useState(false);
  const completedId = useId();
  const { limit, showMore } = useRenderLimit(PAGE_SIZE, `${category}:${String(showCompleted)}`);

  const visible = useMemo(
    () =>
      assignments &&
      filterByCategory(sortAssignments(assignments, 'due-date'), category, showCompleted),
    [assignments, category, showCompleted],
  );

  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <ClipboardList aria-hidden="true" className="text-primary size-5" />
          Assignments
        </CardTitle>
        <Button size="sm" onClick={onAdd} onPointerEnter={onDialogIntent} onFocus={onDialogIntent}>
          + Add Assignment
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Select
            aria-label="Category"
            value={category}
            onChange={(event) => setCategory(event.target.value as CategoryFilter)}
            className="w-40"
            selectClassName="h-9"
          >
            {CATEGORY_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'All' ? 'All categories' : value}
              </option>
            ))}
          </Select>
          <div className="flex items-center gap-2">
            <Checkbox
              id={completedId}
              checked={showCompleted}
              onCheckedChange={(checked) => setShowCompleted(checked === true)}
            />
            <Label htmlFor={completedId} className="cursor-pointer font-normal">
              Completed
            </Label>
          </div>
          {assignments && assignments.length > 0 && (
            <Link
              to={appPath('/assignments')}
              className="text-primary ml-auto text-sm font-medium underline-offset-4 hover:underline"
            >
              View all
            </Link>
          )}
        </div>

        {visible === undefined ? (
          failed ? (
            <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
              Your assignments could not be loaded.{' '}
              <Button variant="link" onClick={onRetry}>
                Try again
              </Button>
            </p>
          ) : (
            <div role="status" aria-label="Loading assignments" className="grid gap-2">
              {[0, 1, 2].map((index) => (
                <div key={index} className="bg-muted h-[4.25rem] animate-pulse rounded-xl" />
              ))}
            </div>
          )
        ) : visible.length === 0 ? (
          <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
            No assignments match your filters.
          </p>
        ) : (
          <>
            <ul className="@container grid gap-2" aria-label="Assignments">
              {visible.slice(0, limit).map((assignment) => (
                <AssignmentItem
                  key={assignment.id}
                  assignment={assignment}
                  schoolClass={assignment.classId ? classes?.get(assignment.classId) : undefined}
                  now={now}
                  onEdit={onEdit}
                  onToggle={onToggle}
                  onEditIntent={onDialogIntent}
                />
              ))}
            </ul>
            {visible.length > limit && (
              <Button variant="outline" className="justify-self-center" onClick={showMore}>
                Show more ({visible.length - limit} left)
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
