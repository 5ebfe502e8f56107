import type { SchoolClass } from '@assignd/schemas';
import DoorOpen from 'lucide-react/icons/door-open';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { ClassIconTile } from '@/features/classes/components/class-icon';
import { Card } from '@/components/ui/card';
import { WaitingBadge } from '@/components/waiting-badge';
import { useAppPath } from '@/hooks/use-app-path';
import { cn } from '@/lib/cn';
import { useIsPending } from '@/lib/outbox/pending';
import { ClassActionsMenu } from './class-actions-menu';
import { ClassStripe } from './class-stripe';
import { ClassCounts, fadeWhileDeleting, type ClassItemProps } from './class-counts';

/**
 * One class in the Classes list: a card in the desktop and tablet grid, a list item on the phone.
 * The whole card or row opens the class's page; its menu edits or deletes it.
 */
export function ClassCard(props: ClassItemProps & { touch?: boolean }) {
  const { schoolClass, counts, deleting, touch } = props;
  const { name, color, icon } = schoolClass;
  const appPath = useAppPath();
  const waiting = useIsPending(schoolClass.id);
  const content = (
    <>
      <ClassStripe
        color={color}
        className={touch ? 'absolute inset-y-0 left-0 w-1' : 'absolute inset-x-0 top-0 h-1'}
      />
      <div className={touch ? 'flex items-center gap-3' : 'flex items-start gap-3.5'}>
        <ClassIconTile icon={icon} color={color} />
        <div className={touch ? 'min-w-0 flex-1' : 'min-w-0 flex-1 pt-0.5'}>
          {/* The desktop card's title is text-base at that size's own line height. */}
          <h2 className={cn('truncate font-semibold', touch ? 'leading-snug' : 'text-base')}>
            {/* Stretched over the card, so a click or tap anywhere but the menu opens the class. */}
            <Link
              to={appPath(`/class/${encodeURIComponent(schoolClass.id)}`)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          {touch ? (
            <ClassDetailsLine schoolClass={schoolClass} />
          ) : (
            <ClassDetailsLines schoolClass={schoolClass} />
          )}
          {waiting && (
            <div className="mt-1.5">
              <WaitingBadge />
            </div>
          )}
        </div>
        <ClassActionsMenu {...props} phone={touch} />
      </div>
      <ClassCounts schoolClass={schoolClass} counts={counts} compact={touch} />
    </>
  );
  if (touch) {
    return (
      <li
        data-row-id={schoolClass.id}
        className={cn(
          'bg-card relative overflow-hidden rounded-2xl border py-3 pr-1.5 pl-4 shadow-xs transition-opacity',
          'has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-2',
          fadeWhileDeleting(deleting),
        )}
      >
        {content}
      </li>
    );
  }
  return (
    <Card
      data-row-id={schoolClass.id}
      className={cn(
        'group relative flex h-full flex-col gap-5 overflow-hidden p-5 transition-[box-shadow,border-color,opacity]',
        'hover:border-input hover:shadow-md',
        'has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-surface has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-offset-2',
        fadeWhileDeleting(deleting),
      )}
    >
      {content}
    </Card>
  );
}

/** Teacher and room one a line, each with its icon. */
function ClassDetailsLines({ schoolClass: { teacher, room } }: { schoolClass: SchoolClass }) {
  return (
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
  );
}

/** Teacher and room on one line, as a narrow phone row has room for. */
function ClassDetailsLine({ schoolClass: { teacher, room } }: { schoolClass: SchoolClass }) {
  const details = [teacher, room && `Room ${room}`].filter(Boolean).join(' · ');
  return (
    <p className={cn('text-muted-foreground truncate text-sm', !details && 'italic')}>
      {details || 'No teacher or room'}
    </p>
  );
}
