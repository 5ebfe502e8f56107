import {
  ASSIGNMENT_FILTERS,
  ASSIGNMENT_GROUPS,
  ASSIGNMENT_SORTS,
  countAssignments,
  groupAssignments,
  matchesFilter,
  sortAssignments,
  type AssignmentFilter,
  type AssignmentGroup,
  type AssignmentSort,
} from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import { ArrowUpDown, BookOpen, FileQuestion, Layers, Plus, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAssignments, useToggleAssignment } from '@/api/assignments';
import { classesById, useClasses } from '@/api/classes';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
  type AssignmentDialogState,
} from '@/components/assignments/assignment-dialog';
import { DeleteAssignmentDialog } from '@/components/assignments/delete-assignment-dialog';
import { SwipeableAssignmentRow } from '@/components/assignments/swipeable-assignment-row';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useNow } from '@/hooks/use-now';
import { useRenderLimit } from '@/hooks/use-render-limit';
import { cn } from '@/lib/cn';

const FILTER_LABELS: Record<AssignmentFilter, string> = {
  all: 'All',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-week': 'This Week',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};

const SORT_LABELS: Record<AssignmentSort, string> = {
  'due-date': 'Due date',
  created: 'Recently created',
  alphabetical: 'Alphabetical',
};

const GROUP_ICONS: Record<AssignmentGroup, LucideIcon> = {
  Homework: BookOpen,
  'Exams & Quizzes': FileQuestion,
  Other: Layers,
};

/** Rows rendered per group at first; phones are slower than laptops, so fewer than on desktop. */
const GROUP_PAGE_SIZE = 30;

function parseOption<T extends string>(
  options: readonly T[],
  value: string | null,
  fallback: T,
): T {
  return options.find((option) => option === value) ?? fallback;
}

/** The phone Assignments screen: counts, filter chips, a sort, and grouped rows that swipe to complete. */
export function PhoneAssignmentsPage() {
  const now = useNow();
  const assignments = useAssignments();
  const { data: classes } = useClasses(classesById);
  const { mutate: toggleMutate } = useToggleAssignment();
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const sortId = useId();

  // Filter and sort live in the address, like on the desktop page, so they survive a reload.
  const [params, setParams] = useSearchParams();
  const filter = parseOption(ASSIGNMENT_FILTERS, params.get('filter'), 'all');
  const sort = parseOption(ASSIGNMENT_SORTS, params.get('sort'), 'due-date');
  const setParam = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const counts = useMemo(
    () => (assignments.data ? countAssignments(assignments.data, now) : undefined),
    [assignments.data, now],
  );
  const groups = useMemo(() => {
    if (!assignments.data) return undefined;
    const visible = assignments.data.filter((assignment) => matchesFilter(assignment, filter, now));
    return groupAssignments(sortAssignments(visible, sort));
  }, [assignments.data, filter, sort, now]);
  const visibleCount = groups
    ? ASSIGNMENT_GROUPS.reduce((sum, group) => sum + groups[group].length, 0)
    : 0;

  const closeDialog = useCallback(() => setDialog(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  // Stable callbacks let unchanged rows skip re-rendering when one row changes.
  const onToggle = useCallback(
    (assignment: Assignment, completed: boolean) => toggleMutate({ id: assignment.id, completed }),
    [toggleMutate],
  );
  const onEdit = useCallback(
    (assignment: Assignment) => setDialog({ mode: 'edit', assignment }),
    [],
  );

  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <title>Assignments - Assignd</title>

      <header className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 truncate text-2xl font-bold tracking-tight">Assignments</h1>
        <Button
          className="min-h-11"
          onClick={() => setDialog({ mode: 'new' })}
          onPointerEnter={preloadAssignmentDialog}
          onFocus={preloadAssignmentDialog}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </header>

      <section aria-label="Counts" className="grid grid-cols-4 gap-2">
        <Count label="Total" value={counts?.total} failed={assignments.isError} />
        <Count
          label="Pending"
          value={counts?.pending}
          failed={assignments.isError}
          className="text-amber-600 dark:text-amber-300"
        />
        <Count
          label="Completed"
          value={counts?.completed}
          failed={assignments.isError}
          className="text-success"
        />
        <Count
          label="Overdue"
          value={counts?.overdue}
          failed={assignments.isError}
          className="text-destructive"
        />
      </section>

      <div className="grid gap-2">
        <FilterChips value={filter} onValueChange={(value) => setParam('filter', value, 'all')} />
        <div className="flex items-center justify-between gap-3">
          <p className="text-muted-foreground min-w-0 truncate text-sm" aria-live="polite">
            {groups && `${visibleCount} ${visibleCount === 1 ? 'assignment' : 'assignments'}`}
          </p>
          <div className="flex shrink-0 items-center gap-1.5">
            <ArrowUpDown aria-hidden="true" className="text-muted-foreground size-4" />
            <Label htmlFor={sortId} className="sr-only">
              Sort by
            </Label>
            <Select
              id={sortId}
              value={sort}
              onChange={(event) => setParam('sort', event.target.value, 'due-date')}
              className="w-44"
              selectClassName="h-11"
            >
              {ASSIGNMENT_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SORT_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>

      {!groups ? (
        assignments.isError ? (
          <Notice>
            Your assignments could not be loaded.{' '}
            <Button variant="link" className="min-h-11" onClick={() => void assignments.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : (
          <div role="status" aria-label="Loading assignments" className="grid gap-2">
            {[0, 1, 2, 3, 4].map((index) => (
              <div key={index} className="bg-muted h-[5.25rem] animate-pulse rounded-xl" />
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
        <div className="grid gap-5">
          {ASSIGNMENT_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
            <GroupSection
              key={group}
              group={group}
              items={groups[group]}
              resetKey={`${filter}:${sort}`}
              classes={classes}
              now={now}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={setDeleting}
            />
          ))}
          <p className="text-muted-foreground text-center text-xs">
            Swipe an assignment left to mark it done.
          </p>
        </div>
      )}

      <AssignmentDialog state={dialog} onClose={closeDialog} />
      <DeleteAssignmentDialog assignment={deleting} onClose={closeDelete} />
    </div>
  );
}

function Count({
  label,
  value,
  failed,
  className,
}: {
  label: string;
  value: number | undefined;
  failed: boolean;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="bg-card flex min-w-0 flex-col items-center rounded-xl border px-1 py-2.5 shadow-xs"
    >
      <span className={cn('text-xl leading-tight font-bold tabular-nums', className)}>
        {value !== undefined ? (
          value
        ) : failed ? (
          <span aria-label="Not available">–</span>
        ) : (
          <span className="bg-muted inline-block h-5 w-6 animate-pulse rounded align-middle" />
        )}
      </span>
      <span className="text-muted-foreground max-w-full truncate text-xs">{label}</span>
    </div>
  );
}

/**
 * One chip per filter in a row of its own that scrolls sideways when the screen is too narrow;
 * the chosen chip is scrolled into view, e.g. after a reload on a filter further right.
 */
function FilterChips({
  value,
  onValueChange,
}: {
  value: AssignmentFilter;
  onValueChange: (value: AssignmentFilter) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = strip.current;
    const chip = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !chip) return;
    const left = chip.offsetLeft;
    const right = left + chip.offsetWidth;
    if (left < container.scrollLeft || right > container.scrollLeft + container.clientWidth) {
      container.scrollTo({ left: left - 16 });
    }
  }, [value]);

  return (
    <div
      ref={strip}
      role="group"
      aria-label="Show"
      className="relative -mx-4 flex gap-2 overflow-x-auto overscroll-x-contain px-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {ASSIGNMENT_FILTERS.map((option) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onValueChange(option)}
            className="group/chip flex min-h-11 shrink-0 cursor-pointer items-center focus-visible:outline-none"
          >
            <span
              className={cn(
                'rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                'group-focus-visible/chip:ring-ring group-focus-visible/chip:ring-2',
                pressed
                  ? 'bg-primary text-primary-foreground border-transparent'
                  : 'bg-card text-muted-foreground hover:text-foreground',
              )}
            >
              {FILTER_LABELS[option]}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function GroupSection({
  group,
  items,
  resetKey,
  classes,
  now,
  onToggle,
  onEdit,
  onDelete,
}: {
  group: AssignmentGroup;
  items: Assignment[];
  resetKey: string;
  classes: Map<string, SchoolClass> | undefined;
  now: Date;
  onToggle: (assignment: Assignment, completed: boolean) => void;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}) {
  const { limit, showMore } = useRenderLimit(GROUP_PAGE_SIZE, resetKey);
  const Icon = GROUP_ICONS[group];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden="true" className="text-muted-foreground size-4.5" />
        {group}
        <Badge variant="secondary" aria-label={`${items.length} assignments`}>
          {items.length}
        </Badge>
      </h2>
      <ul className="grid gap-2">
        {items.slice(0, limit).map((assignment) => (
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
        ))}
      </ul>
      {items.length > limit && (
        <Button variant="outline" className="min-h-11 justify-self-center" onClick={showMore}>
          Show more ({items.length - limit} left)
        </Button>
      )}
    </section>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-12 text-center text-sm">
      {children}
    </p>
  );
}
