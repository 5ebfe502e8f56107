import {
  ASSIGNMENT_FILTERS,
  ASSIGNMENT_GROUPS,
  type AssignmentFilter,
  type AssignmentGroup,
} from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import Plus from 'lucide-react/icons/plus';
import { useEffect, useId, useRef } from 'react';
import { AssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { DeleteAssignmentDialog } from '@/features/assignments/components/delete-assignment-dialog';
import { SwipeableAssignmentList } from '@/features/assignments/components/swipeable-assignment-list';
import { StatValue } from '@/components/ui/stat-value';
import { cn } from '@/lib/cn';
import { useAssignmentsScreen } from '../hooks/use-assignments-screen';
import { FILTER_LABELS } from '../utils/assignment-labels';
import { AssignmentsContent, GroupHeading, SortControl } from './assignments-screen-parts';
import { AddAssignmentButton } from '../public/add-assignment-button';
import { OpenThenCompleted } from './completed-section';
import { PhonePageHeader } from '@/components/ui/page-header';

/** Rows rendered per group at first; phones are slower than laptops, so fewer than on desktop. */
const GROUP_PAGE_SIZE = 30;

/** The phone Assignments screen: counts, filter chips, a sort, and grouped rows that swipe to complete. */
export function PhoneAssignmentsPage() {
  const screen = useAssignmentsScreen();
  const { now, classes, filter, setFilter, counts, missing, groups, visibleCount, actions } =
    screen;

  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <title>Assignments - Assignd</title>

      <PhonePageHeader title="Assignments" spacious>
        <AddAssignmentButton className="min-h-11" onClick={actions.openNew}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </AddAssignmentButton>
      </PhonePageHeader>

      <section aria-label="Counts" className="grid grid-cols-4 gap-2">
        <Count label="Total" value={counts?.total ?? missing} />
        <Count
          label="Pending"
          value={counts?.pending ?? missing}
          className="text-amber-600 dark:text-amber-300"
        />
        <Count label="Completed" value={counts?.completed ?? missing} className="text-success" />
        <Count label="Overdue" value={counts?.overdue ?? missing} className="text-destructive" />
      </section>

      <div className="grid gap-2">
        <FilterChips value={filter} onValueChange={setFilter} />
        <div className="flex items-center justify-between gap-3">
          <p className="text-muted-foreground min-w-0 truncate text-sm" aria-live="polite">
            {groups && `${visibleCount} ${visibleCount === 1 ? 'assignment' : 'assignments'}`}
          </p>
          <SortControl screen={screen} touch />
        </div>
      </div>

      <AssignmentsContent
        screen={screen}
        touch
        skeleton={{ className: 'grid gap-2', itemClassName: 'h-[5.25rem] rounded-xl', count: 5 }}
      >
        {(loaded) => (
          <div className="grid gap-5">
            {ASSIGNMENT_GROUPS.filter((group) => loaded[group].length > 0).map((group) => (
              <GroupSection
                key={group}
                group={group}
                items={loaded[group]}
                resetKey={screen.resetKey}
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
      </AssignmentsContent>

      <AssignmentDialog state={actions.dialog} onClose={actions.closeDialog} />
      <DeleteAssignmentDialog assignment={actions.deleting} onClose={actions.closeDelete} />
    </div>
  );
}

function Count({
  label,
  value,
  className,
}: {
  label: string;
  value: number | null | undefined;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="bg-card flex min-w-0 flex-col items-center rounded-xl border px-1 py-2.5 shadow-xs"
    >
      <span className={cn('text-xl leading-tight font-bold tabular-nums', className)}>
        <StatValue value={value} small />
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <GroupHeading id={headingId} group={group} count={items.length} touch />
      <OpenThenCompleted
        items={items}
        touch
        list={(rows) => (
          <SwipeableAssignmentList
            items={rows}
            classes={classes}
            now={now}
            pageSize={GROUP_PAGE_SIZE}
            resetKey={resetKey}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      />
    </section>
  );
}
