import type { SchoolClass } from '@assignd/schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import DoorOpen from 'lucide-react/icons/door-open';
import SearchX from 'lucide-react/icons/search-x';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { ClassIconTile, classTint } from '@/features/classes/components/class-icon';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAppPath } from '@/hooks/use-app-path';
import { ClassProgress } from './class-progress';
import { ClassStripe } from './class-stripe';
import { colorName } from '../utils/class-colors';
import { IconTile } from '@/components/ui/icon-tile';

export function ClassNotFound({ touch }: { touch?: boolean }) {
  const appPath = useAppPath();
  // The phone's title is in sentence case, the desktop's in title case.
  const title = touch ? 'Class not found' : 'Class Not Found';
  return (
    <div
      className={clsx(
        'flex min-h-[60dvh] items-center justify-center px-4 text-center',
        touch ? 'py-12' : 'py-16',
      )}
    >
      <title>{`${title} - Assignd`}</title>
      <div className="flex flex-col items-center">
        <IconTile tone="muted" className={clsx('rounded-2xl', touch ? 'size-14' : 'size-16')}>
          <SearchX className={touch ? 'size-7' : 'size-8'} />
        </IconTile>
        <h1 className={clsx('font-bold tracking-tight', touch ? 'mt-4 text-xl' : 'mt-5 text-2xl')}>
          {title}
        </h1>
        <p
          className={clsx(
            'text-muted-foreground',
            touch ? 'mt-1.5 max-w-xs text-sm' : 'mt-2 max-w-sm',
          )}
        >
          This class does not exist or has been deleted.
        </p>
        <Link
          to={appPath('/classes')}
          className={buttonVariants({ size: touch ? 'lg' : 'md', className: 'mt-6' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Classes
        </Link>
      </div>
    </div>
  );
}

/**
 * Teacher, room and colour under the class's name: on one wrapping line on the desktop, one a
 * line (and wrapping within) on the phone.
 */
function ClassFacts({ schoolClass, touch }: { schoolClass: SchoolClass; touch?: boolean }) {
  const { teacher, room, color } = schoolClass;
  const fact = touch
    ? 'flex min-w-0 items-start gap-1.5'
    : 'inline-flex min-w-0 items-center gap-1.5';
  const factIcon = touch ? 'mt-[3px] size-3.5 shrink-0' : 'size-4 shrink-0';
  const factText = touch ? 'min-w-0 wrap-anywhere' : 'truncate';
  return (
    <div
      className={clsx(
        'text-muted-foreground text-sm',
        touch ? 'mt-1 grid gap-0.5' : 'mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1',
      )}
    >
      <span className={fact}>
        <UserRound aria-hidden="true" className={factIcon} />
        <span className="sr-only">Teacher: </span>
        <span className={factText}>{teacher ?? 'No teacher'}</span>
      </span>
      <span className={fact}>
        <DoorOpen aria-hidden="true" className={factIcon} />
        <span className={factText}>{room ? `Room ${room}` : 'No room'}</span>
      </span>
      <span className={touch ? 'flex items-center gap-1.5' : 'inline-flex items-center gap-1.5'}>
        <span
          aria-hidden="true"
          className={clsx(
            'size-3 rounded-full ring-1 ring-black/10 dark:ring-white/20',
            touch && 'mx-px shrink-0',
          )}
          style={{ backgroundColor: color }}
        />
        <span className="sr-only">Colour: </span>
        <span className={factText}>{colorName(color)}</span>
      </span>
    </div>
  );
}

interface ProgressProps {
  schoolClass: SchoolClass;
  counts: { completed: number; total: number } | undefined;
  className: string;
}

/** The class's progress bar and "2 of 5 done", once it has assignments. */
export function ClassProgressLine({ schoolClass, counts, className }: ProgressProps) {
  if (!counts || counts.total === 0) return null;
  return (
    <div className={className}>
      <ClassProgress
        completed={counts.completed}
        total={counts.total}
        color={schoolClass.color}
        label={`${schoolClass.name} progress`}
        className="flex-1"
      />
      <span className="text-muted-foreground text-sm whitespace-nowrap tabular-nums">
        {counts.completed} of {counts.total} done
      </span>
    </div>
  );
}

interface HeroProps {
  schoolClass: SchoolClass;
  /** Where the class's tint has faded out, in percent of the card's diagonal. */
  fadeAt: number;
  children: ReactNode;
}

/** The class's card at the top of its page: tinted in its colour, with a stripe on the left. */
export function ClassHeroCard({ schoolClass: { color }, fadeAt, children }: HeroProps) {
  return (
    <Card
      className="relative overflow-hidden"
      style={{
        backgroundImage: `linear-gradient(135deg, ${classTint(color, 14)}, transparent ${fadeAt}%)`,
      }}
    >
      <ClassStripe color={color} className="absolute inset-y-0 left-0 w-1.5" />
      {children}
    </Card>
  );
}

/** The class's icon, name (the page's heading) and facts. */
export function ClassIdentity({
  schoolClass,
  touch,
}: {
  schoolClass: SchoolClass;
  touch?: boolean;
}) {
  const { name, color, icon } = schoolClass;
  return (
    <div className={clsx('flex min-w-0 items-center', touch ? 'gap-3.5' : 'flex-1 gap-4')}>
      <ClassIconTile icon={icon} color={color} size="lg" />
      <div className="min-w-0">
        <h1
          className={clsx(
            'font-bold tracking-tight wrap-anywhere',
            touch ? 'text-xl leading-tight' : 'text-2xl sm:text-3xl',
          )}
        >
          {name}
        </h1>
        <ClassFacts schoolClass={schoolClass} touch={touch} />
      </div>
    </div>
  );
}
