import type { AssignmentCounts } from '@assignd/core';
import type { SchoolClass } from '@assignd/schemas';
import { DoorOpen, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { ClassIconTile } from '@/components/classes/class-icon';
import { Card } from '@/components/ui/card';
import { useAppPath } from '@/hooks/use-app-path';
import { cn } from '@/lib/cn';
import { ClassActionsMenu } from './class-actions-menu';
import { ClassProgress } from './class-progress';

interface Props {
  schoolClass: SchoolClass;
  counts: Pick<AssignmentCounts, 'total' | 'completed'>;
  onEdit: (schoolClass: SchoolClass) => void;
  onDelete: (schoolClass: SchoolClass) => void;
  /** The pointer or focus reached the menu: start loading the edit dialog. */
  onMenuIntent?: () => void;
  deleting?: boolean;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** One class on /classes; the whole card opens the class's page, the menu edits or deletes it. */
export function ClassCard({
  schoolClass,
  counts,
  onEdit,
  onDelete,
  onMenuIntent,
  deleting,
}: Props) {
  const { name, color, icon, teacher, room } = schoolClass;
  const appPath = useAppPath();
  return (
    <Card
      className={cn(
        'group relative flex h-full flex-col gap-5 overflow-hidden p-5 transition-[box-shadow,border-color,opacity]',
        'hover:border-input hover:shadow-md',
        'has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-surface has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-offset-2',
        deleting && 'pointer-events-none opacity-50',
      )}
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1"
        style={{ backgroundColor: color }}
      />
      <div className="flex items-start gap-3.5">
        <ClassIconTile icon={icon} color={color} />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 className="truncate text-base leading-snug font-semibold">
            {/* Stretched over the card, so the whole card is the link. */}
            <Link
              to={appPath(`/class/${encodeURIComponent(schoolClass.id)}`)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          <div className="text-muted-foreground mt-1 grid gap-0.5 text-sm">
            {teacher || room ? (
              <>
                {teacher && (
                  <span className="flex min-w-0 items-center gap-1.5">
                    <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="sr-only">Teacher: </span>
                    <span className="truncate">{teacher}</span>
                  </span>
                )}
                {room && (
                  <span className="flex min-w-0 items-center gap-1.5">
                    <DoorOpen aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">Room {room}</span>
                  </span>
                )}
              </>
            ) : (
              <span className="italic">No teacher or room</span>
            )}
          </div>
        </div>
        <ClassActionsMenu
          schoolClass={schoolClass}
          onEdit={onEdit}
          onDelete={onDelete}
          onMenuIntent={onMenuIntent}
        />
      </div>

      <div className="mt-auto grid gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium">{plural(counts.total, 'assignment', 'assignments')}</span>
          <span className="text-muted-foreground">{counts.completed} completed</span>
        </div>
        <ClassProgress
          completed={counts.completed}
          total={counts.total}
          color={color}
          label={`${name} progress`}
        />
      </div>
    </Card>
  );
}
