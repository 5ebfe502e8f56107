import type { AssignmentCounts } from '@assignd/core';
import type { SchoolClass } from '@assignd/schemas';
import { clsx } from 'clsx';
import { ClassProgress } from './class-progress';

/** What the desktop card and the phone row both take. */
export interface ClassItemProps {
  schoolClass: SchoolClass;
  counts: Pick<AssignmentCounts, 'total' | 'completed'>;
  onEdit: (schoolClass: SchoolClass) => void;
  onDelete: (schoolClass: SchoolClass) => void;
  /** The pointer, a tap or focus reached the menu: start loading the edit dialog. */
  onMenuIntent?: () => void;
  deleting?: boolean;
}

/** A class on its way out fades and takes no more clicks. */
export function fadeWhileDeleting(deleting: boolean | undefined): string | false {
  return deleting === true && 'pointer-events-none opacity-50';
}

interface Props {
  schoolClass: SchoolClass;
  counts: ClassItemProps['counts'];
  /** The phone row's smaller type and thinner bar. */
  compact?: boolean;
}

/** "3 assignments · 1 completed" over the class's progress bar. */
export function ClassCounts({ schoolClass: { name, color }, counts, compact }: Props) {
  return (
    <div className={compact ? 'mt-3 grid gap-1.5 pr-2.5' : 'mt-auto grid gap-2'}>
      <div
        className={clsx(
          'flex items-baseline justify-between gap-3',
          compact ? 'text-xs' : 'text-sm',
        )}
      >
        <span className="font-medium">
          {counts.total === 1 ? '1 assignment' : `${counts.total} assignments`}
        </span>
        <span className="text-muted-foreground">{counts.completed} completed</span>
      </div>
      <ClassProgress
        completed={counts.completed}
        total={counts.total}
        color={color}
        label={`${name} progress`}
        thin={compact}
      />
    </div>
  );
}
