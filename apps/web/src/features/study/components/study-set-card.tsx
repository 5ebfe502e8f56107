import { plural } from '@assignd/core';
import type { StudySet } from '@assignd/schemas';
import { formatDistanceStrict } from 'date-fns';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { learnedPercent } from '../utils/study-session';

interface Props {
  set: StudySet;
  /** The set's own address in the student's route tree. */
  to: string;
  now: Date;
  onRename: (set: StudySet) => void;
  onDelete: (set: StudySet) => void;
  deleting: boolean;
}

/** 'Studied 2 hours ago', from the set's newest review. */
function lastStudiedText(set: StudySet, now: Date): string {
  if (!set.lastStudiedAt) return 'Not studied yet';
  // A server clock a little ahead must not read 'in 3 seconds'.
  const at = Math.min(Date.parse(set.lastStudiedAt), now.getTime());
  return `Studied ${formatDistanceStrict(at, now, { addSuffix: true })}`;
}

const PROGRESS_EXPLAINED =
  'Cards you have studied that are not due for review yet, out of all cards in the set';

/** A set in the desktop and tablet grid: title, description, counts; opens the set. */
export function StudySetCard({ set, to, now, onRename, onDelete, deleting }: Props) {
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col gap-4 p-5 transition-[box-shadow,border-color,opacity]',
        'hover:border-input hover:shadow-md',
        'has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-surface has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-offset-2',
        deleting && 'opacity-50',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <SetTitle title={set.title} to={to} />
          <p
            className={cn(
              'text-muted-foreground mt-1 line-clamp-2 text-sm',
              !set.description && 'italic',
            )}
          >
            {set.description || 'No description'}
          </p>
        </div>
        <SetMenu set={set} onRename={onRename} onDelete={onDelete} />
      </div>
      <SetCounts set={set} />
      <p className="text-muted-foreground mt-auto text-xs">{lastStudiedText(set, now)}</p>
    </Card>
  );
}

/**
 * The set's title, its link stretched over the card: a click anywhere but the menu opens the set.
 * The phone's is snug; the desktop card's is text-base at that size's own line height.
 */
function SetTitle({ title, to, touch }: { title: string; to: string; touch?: boolean }) {
  return (
    <h2 className={cn('truncate font-semibold', touch ? 'leading-snug' : 'text-base')}>
      <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
        {title}
      </Link>
    </h2>
  );
}

/** A set on the phone (spec 3): title, card count, progress and last studied; opens the set. */
export function PhoneStudySetCard({ set, to, now, onRename, onDelete, deleting }: Props) {
  const percent = learnedPercent(set);
  return (
    <li
      className={cn(
        'bg-card relative grid gap-2 rounded-2xl border py-3 pr-1.5 pl-4 shadow-xs transition-opacity',
        'has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-2',
        deleting && 'opacity-50',
      )}
    >
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <SetTitle title={set.title} to={to} touch />
          <p className="text-muted-foreground text-sm">
            {plural(set.cardCount, 'card')}
            {set.dueCount > 0 && ` · ${set.dueCount} due`}
          </p>
        </div>
        <SetMenu set={set} onRename={onRename} onDelete={onDelete} phone />
      </div>
      <div className="grid gap-1 pr-2.5" title={PROGRESS_EXPLAINED}>
        <div className="flex justify-between text-xs">
          <span className="text-muted-foreground">Progress</span>
          <span className="font-medium tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`Progress of ${set.title}`}
          aria-valuetext={`${percent}% learned`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="bg-muted h-1.5 overflow-hidden rounded-full"
        >
          <div className="bg-primary h-full rounded-full" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{lastStudiedText(set, now)}</p>
    </li>
  );
}

/** Cards, due and new, as small chips. */
export function SetCounts({ set }: { set: StudySet }) {
  const percent = learnedPercent(set);
  return (
    <dl className="flex flex-wrap gap-2 text-xs">
      <Count label="Cards" value={set.cardCount} />
      <Count label="Due" value={set.dueCount} strong={set.dueCount > 0} />
      <Count label="New" value={set.newCount} />
      <div
        title={PROGRESS_EXPLAINED}
        className="bg-muted text-foreground flex items-center gap-1 rounded-full px-2.5 py-1"
      >
        <dt className="text-muted-foreground">Learned</dt>
        <dd className="font-semibold tabular-nums">{percent}%</dd>
      </div>
    </dl>
  );
}

function Count({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-center gap-1 rounded-full px-2.5 py-1',
        strong ? 'bg-accent text-accent-foreground' : 'bg-muted text-foreground',
      )}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function SetMenu({
  set,
  onRename,
  onDelete,
  phone,
}: Pick<Props, 'set' | 'onRename' | 'onDelete'> & { phone?: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${set.title}`}
        className={cn(
          'text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-ring data-[state=open]:bg-muted relative z-10 inline-flex shrink-0 cursor-pointer items-center justify-center focus-visible:ring-2 focus-visible:outline-none',
          phone ? 'size-11 rounded-xl' : '-mt-1 -mr-2 size-8 rounded-lg pointer-coarse:size-11',
        )}
      >
        <EllipsisVertical aria-hidden="true" className={phone ? 'size-5' : 'size-4'} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem touch={phone} onSelect={() => onRename(set)}>
          <Pencil aria-hidden="true" />
          Edit Study Set
        </DropdownMenuItem>
        <DropdownMenuItem destructive touch={phone} onSelect={() => onDelete(set)}>
          <Trash2 aria-hidden="true" />
          Delete Study Set
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
