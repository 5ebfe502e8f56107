import {
  ASSIGNMENT_CATEGORIES,
  filterByCategory,
  sortAssignments,
  type AssignmentCategory,
} from '@assignd/core';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AssignmentItemList } from '@/features/assignments/public/assignment-item-list';
import { AsyncContent } from '@/components/feedback/async-content';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useAppPath } from '@/hooks/use-app-path';
import { cn } from '@/lib/cn';
import type { DashboardScreen } from '../hooks/use-dashboard-screen';
import { AddAssignmentButton } from '@/features/assignments/public/add-assignment-button';

type CategoryFilter = AssignmentCategory | 'All';
const CATEGORY_FILTERS: CategoryFilter[] = ['All', ...ASSIGNMENT_CATEGORIES];
/** Rows rendered at first; the rest come with 'Show more' (a full list lives on /assignments). */
const PAGE_SIZE = 25;

interface Props {
  screen: DashboardScreen;
  className?: string;
}

export function AssignmentsPanel({ screen, className }: Props) {
  const { now, classes, actions, retry } = screen;
  const assignments = screen.assignments.data;
  const appPath = useAppPath();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [showCompleted, setShowCompleted] = useState(false);
  const completedId = useId();

  const visible = useMemo(
    () =>
      assignments &&
      filterByCategory(sortAssignments(assignments, 'due-date'), category, showCompleted),
    [assignments, category, showCompleted],
  );

  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader row className="flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <ClipboardList aria-hidden="true" className="text-primary size-5" />
          Assignments
        </CardTitle>
        <AddAssignmentButton size="sm" onClick={actions.openNew}>
          + Add Assignment
        </AddAssignmentButton>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Select
            name="category"
            aria-label="Category"
            value={category}
            onChange={(event) => setCategory(event.target.value as CategoryFilter)}
            className="w-40"
            height="sm"
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
            <Label htmlFor={completedId} tone="option" className="cursor-pointer">
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

        <AsyncContent
          data={visible}
          failed={screen.assignments.isError}
          onRetry={retry}
          errorMessage="Your assignments could not be loaded."
          tone="panel"
          loading={
            <SkeletonList
              label="Loading assignments"
              className="grid gap-2"
              itemClassName="h-[4.25rem] rounded-xl"
            />
          }
        >
          {(items) =>
            items.length === 0 ? (
              <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
                No assignments match your filters.
              </p>
            ) : (
              <AssignmentItemList
                items={items}
                pageSize={PAGE_SIZE}
                resetKey={`${category}:${String(showCompleted)}`}
                aria-label="Assignments"
                classes={classes}
                now={now}
                onEdit={actions.openEdit}
                onToggle={actions.onToggle}
              />
            )
          }
        </AsyncContent>
      </CardContent>
    </Card>
  );
}
