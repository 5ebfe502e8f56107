import { ASSIGNMENT_FILTERS, ASSIGNMENT_GROUPS, ASSIGNMENT_SORTS } from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import { CircleCheck, ClipboardList, Clock, TriangleAlert } from 'lucide-react';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useToggleAssignment } from '@/api/assignments';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
  type AssignmentDialogState,
} from '@/components/assignments/assignment-dialog';
import { AssignmentItem } from '@/components/assignments/assignment-item';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useRenderLimit } from '@/hooks/use-render-limit';
import { useAssignmentList } from '../hooks/use-assignment-list';
import { FILTER_LABELS, GROUP_ICONS, SORT_LABELS } from '../utils/assignment-labels';

export function AssignmentsPage() {
  const {
    now,
    assignments,
    classes,
    filter,
    sort,
    setFilter,
    setSort,
    counts,
    groups,
    visibleCount,
  } = useAssignmentList();
  const toggle = useToggleAssignment();
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const sortId = useId();

  // A count that could not be loaded shows a dash rather than a placeholder that never resolves.
  const missing = assignments.isError ? null : undefined;

  const openEdit = (assignment: Assignment) => setDialog({ mode: 'edit', assignment });
  const onToggle = (assignment: Assignment, completed: boolean) =>
    toggle.mutate({ id: assignment.id, completed });

  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>Assignments - Assignd</title>

      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assignments</h1>
          <p className="text-muted-foreground mt-1">
            Homework, exams and everything else you have to hand in.
          </p>
        </div>
        <Button
          onClick={() => setDialog({ mode: 'new' })}
          onPointerEnter={preloadAssignmentDialog}
          onFocus={preloadAssignmentDialog}
        >
          + Add Assignment
        </Button>
      </header>

      <section aria-label="Counts" className="grid grid-cols-2 gap-3 sm:gap-4 @4xl:grid-cols-4">
        <StatCard
          label="Total"
          value={counts?.total ?? missing}
          icon={ClipboardList}
          tone="primary"
        />
        <StatCard label="Pending" value={counts?.pending ?? missing} icon={Clock} tone="warning" />
        <StatCard
          label="Completed"
          value={counts?.completed ?? missing}
          icon={CircleCheck}
          tone="success"
        />
        <StatCard
          label="Overdue"
          value={counts?.overdue ?? missing}
          icon={TriangleAlert}
          tone="destructive"
        />
      </section>

      <Card className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 p-3">
        <ToggleGroup
          type="single"
          aria-label="Show"
          value={filter}
          onValueChange={(value) => value && setFilter(value)}
        >
          {ASSIGNMENT_FILTERS.map((value) => (
            <ToggleGroupItem key={value} value={value}>
              {FILTER_LABELS[value]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <div className="flex items-center gap-2">
          <Label htmlFor={sortId} className="text-muted-foreground font-normal whitespace-nowrap">
            Sort by
          </Label>
          <Select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value)}
            className="w-44"
            selectClassName="h-9"
          >
            {ASSIGNMENT_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </Card>

      {!groups ? (
        assignments.isError ? (
          <Notice>
            Your assignments could not be loaded.{' '}
            <Button variant="link" onClick={() => void assignments.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : (
          <div role="status" aria-label="Loading assignments" className="grid gap-3">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="bg-muted h-[4.25rem] animate-pulse rounded-xl" />
            ))}
          </div>
        )
      ) : visibleCount === 0 ? (
        <Notice>
          {assignments.data?.length === 0 ? (
            <>
              <span className="text-foreground block font-medium">No assignments yet</span>
              Add your first one and it will show up here.
            </>
          ) : (
            'No assignments match your filters.'
          )}
        </Notice>
      ) : (
        <div className="grid gap-6">
          {ASSIGNMENT_GROUPS.map((group) => {
            const Icon = GROUP_ICONS[group];
            const items = groups[group];
            const headingId = `group-${group.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <section key={group} aria-labelledby={headingId} className="grid gap-3">
                <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
                  <Icon aria-hidden="true" className="text-muted-foreground size-5" />
                  {group}
                  <Badge variant="secondary" aria-label={`${items.length} assignments`}>
                    {items.length}
                  </Badge>
                </h2>
                {items.length === 0 ? (
                  <p className="text-muted-foreground rounded-xl border border-dashed px-4 py-4 text-sm">
                    Nothing here.
                  </p>
                ) : (
                  <GroupList
                    items={items}
                    resetKey={`${filter}:${sort}`}
                    classes={classes}
                    now={now}
                    onEdit={openEdit}
                    onToggle={onToggle}
                  />
                )}
              </section>
            );
          })}
        </div>
      )}

      <AssignmentDialog state={dialog} onClose={closeDialog} />
    </div>
  );
}

/** Rows rendered per group at first; a long group grows on request. */
const GROUP_PAGE_SIZE = 50;

function GroupList({
  items,
  resetKey,
  classes,
  now,
  onEdit,
  onToggle,
}: {
  items: Assignment[];
  resetKey: string;
  classes: Map<string, SchoolClass> | undefined;
  now: Date;
  onEdit: (assignment: Assignment) => void;
  onToggle: (assignment: Assignment, completed: boolean) => void;
}) {
  const { limit, showMore } = useRenderLimit(GROUP_PAGE_SIZE, resetKey);
  return (
    <>
      <ul className="@container grid gap-2">
        {items.slice(0, limit).map((assignment) => (
          <AssignmentItem
            key={assignment.id}
            assignment={assignment}
            schoolClass={assignment.classId ? classes?.get(assignment.classId) : undefined}
            now={now}
            onEdit={onEdit}
            onToggle={onToggle}
            onEditIntent={preloadAssignmentDialog}
            showDescription
          />
        ))}
      </ul>
      {items.length > limit && (
        <Button variant="outline" className="justify-self-center" onClick={showMore}>
          Show more ({items.length - limit} left)
        </Button>
      )}
    </>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-12 text-center text-sm">
      {children}
    </p>
  );
}
