import type { AssignmentCounts } from '@assignd/core';
import type { SchoolClass } from '@assignd/schemas';
import { Link } from 'react-router';
import { ClassIconTile } from '@/components/classes/class-icon';
import { cn } from '@/lib/cn';
import { ClassActionsMenu } from './class-actions-menu';
import { ClassProgress } from './class-progress';

interface Props {
  schoolClass: SchoolClass;
  counts: Pick<AssignmentCounts, 'total' | 'completed'>;
  onEdit: (schoolClass: SchoolClass) => void;
  onDelete: (schoolClass: SchoolClass) => void;
  /** A tap on the menu is coming: start loading the edit dialog. */
  onMenuIntent?: () => void;
  deleting?: boolean;
}

/**
 * One class in the phone list (a list item): the whole row opens the class, the 44px menu edits
 * or deletes it.
 */
export function PhoneClassRow({
  schoolClass,
  counts,
  onEdit,
  onDelete,
  onMenuIntent,
  deleting,
}: Props) {
  const { id, name, color, icon, teacher, room } = schoolClass;
  const details = [teacher, room && `Room ${room}`].filter(Boolean).join(' · ');
  return (
    <li
      className={cn(
        'bg-card relative overflow-hidden rounded-2xl border py-3 pr-1.5 pl-4 shadow-xs transition-opacity',
        'has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-2',
        deleting && 'pointer-events-none opacity-50',
      )}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 w-1"
        style={{ backgroundColor: color }}
      />
      <div className="flex items-center gap-3">
        <ClassIconTile icon={icon} color={color} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate leading-snug font-semibold">
            {/* Stretched over the row, so a tap anywhere but the menu opens the class. */}
            <Link
              to={`/mobile/classes/${encodeURIComponent(id)}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          <p className={cn('text-muted-foreground truncate text-sm', !details && 'italic')}>
            {details || 'No teacher or room'}
          </p>
        </div>
        <ClassActionsMenu
          schoolClass={schoolClass}
          onEdit={onEdit}
          onDelete={onDelete}
          onMenuIntent={onMenuIntent}
          phone
        />
      </div>
      <div className="mt-3 grid gap-1.5 pr-2.5">
        <div className="flex items-baseline justify-between gap-3 text-xs">
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
          className="h-1.5"
        />
      </div>
    </li>
  );
}
