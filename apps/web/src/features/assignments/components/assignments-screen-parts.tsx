import { ASSIGNMENT_SORTS, type AssignmentGroup } from '@assignd/core';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { AsyncContent } from '@/components/feedback/async-content';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { useDrawnAfterPaint } from '@/hooks/use-drawn-after-paint';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { AssignmentsScreen } from '../hooks/use-assignments-screen';
import { GROUP_ICONS, SORT_LABELS } from '../utils/assignment-labels';

type Groups = NonNullable<AssignmentsScreen['groups']>;

interface ContentProps {
  screen: AssignmentsScreen;
  touch?: boolean;
  /** The placeholders' layout and number, shaped like the device's rows. */
  skeleton: { className: string; itemClassName: string; count: number };
  children: (groups: Groups) => ReactNode;
}

/** The grouped assignments, or their loading, error or empty state. */
export function AssignmentsContent({ screen, touch, skeleton, children }: ContentProps) {
  const { assignments, groups, visibleCount } = screen;
  const rowsDue = useDrawnAfterPaint();
  return (
    <AsyncContent
      data={rowsDue ? groups : undefined}
      failed={assignments.isError}
      onRetry={() => void assignments.refetch()}
      errorMessage="Your assignments could not be loaded."
      touch={touch}
      loading={<SkeletonList label="Loading assignments" {...skeleton} />}
    >
      {(loaded) =>
        visibleCount > 0 ? (
          children(loaded)
        ) : (
          <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-12 text-center text-sm">
            {assignments.data?.length === 0 ? (
              <>
                <span className="text-foreground block font-medium">No assignments yet</span>
                Add your first one and it will show up here.
              </>
            ) : (
              'No assignments match your filters.'
            )}
          </p>
        )
      }
    </AsyncContent>
  );
}

interface HeadingProps {
  id: string;
  group: AssignmentGroup;
  count: number;
  touch?: boolean;
}

/** A group's name, icon and count. */
export function GroupHeading({ id, group, count, touch }: HeadingProps) {
  const Icon = GROUP_ICONS[group];
  return (
    <h2
      id={id}
      className={clsx('flex items-center gap-2 font-semibold', touch ? 'text-base' : 'text-lg')}
    >
      <Icon
        aria-hidden="true"
        className={clsx('text-muted-foreground', touch ? 'size-4.5' : 'size-5')}
      />
      {group}
      <Badge variant="secondary" aria-label={`${count} assignments`}>
        {count}
      </Badge>
    </h2>
  );
}

/** The sort order, kept in the address like the filter; on a phone its label is an icon. */
export function SortControl({ screen, touch }: { screen: AssignmentsScreen; touch?: boolean }) {
  const id = useId();
  return (
    <div className={touch ? 'flex shrink-0 items-center gap-1.5' : 'flex items-center gap-2'}>
      {touch && <ArrowUpDown aria-hidden="true" className="text-muted-foreground size-4" />}
      <Label
        htmlFor={id}
        tone={touch ? 'field' : 'muted'}
        className={touch ? 'sr-only' : 'whitespace-nowrap'}
      >
        Sort by
      </Label>
      <Select
        id={id}
        value={screen.sort}
        onChange={(event) => screen.setSort(event.target.value)}
        className="w-44"
        height={touch ? 'lg' : 'sm'}
      >
        {ASSIGNMENT_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </Select>
    </div>
  );
}
