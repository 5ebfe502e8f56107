import {
  ASSIGNMENT_FILTERS,
  ASSIGNMENT_GROUPS,
  ASSIGNMENT_SORTS,
  type AssignmentFilter,
  type AssignmentGroup,
} from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import { ArrowUpDown, Plus } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
} from '@/components/assignments/assignment-dialog';
import { DeleteAssignmentDialog } from '@/components/assignments/delete-assignment-dialog';
import { SwipeableAssignmentList } from '@/components/assignments/swipeable-assignment-list';
import { useAssignmentActions } from '@/components/assignments/use-assignment-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useAssignmentList } from '../hooks/use-assignment-list';
import { FILTER_LABELS, GROUP_ICONS, SORT_LABELS } from '../utils/assignment-labels';

/** Rows rendered per group at first; phones are slower than laptops, so fewer than on desktop. */
const GROUP_PAGE_SIZE = 30;

/** The phone Assignments screen: counts, filter chips, a sort, and grouped rows that swipe to complete. */
export function PhoneAssignmentsPage() {
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
  const actions = useAssignmentActions();
  const sortId = useId();

  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <title>Assignments - Assignd</title>

      <header className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 truncate text-2xl font-bold tracking-tight">Assignments</h1>
        <Button
          className="min-h-11"
          onClick={actions.openNew}
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
        <FilterChips value={filter} onValueChange={setFilter} />
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
              onChange={(event) => setSort(event.target.value)}
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
              onToggle={actions.onToggle}
              onEdit={actions.openEdit}
              onDelete={actions.requestDelete}
            />
          ))}
          <p className="text-muted-foreground text-center text-xs">
            Swipe an assignment left to mark it done.
          </p>
        </div>
      )}

      <AssignmentDialog state={actions.dialog} onClose={actions.closeDialog} />
      <DeleteAssignmentDialog assignment={actions.deleting} onClose={actions.closeDelete} />
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
      <SwipeableAssignmentList
        items={items}
        classes={classes}
        now={now}
        pageSize={GROUP_PAGE_SIZE}
        resetKey={resetKey}
        onToggle={onToggle}
        onEdit={onEdit}
        onDelete={onDelete}
      />
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
