import type { SchoolClass } from '@assignd/schemas';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { ClassDialog, preloadClassDialog } from '@/features/classes/components/class-dialog';
import { AsyncContent } from '@/components/feedback/async-content';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import {
  preloadScheduleSettingsDialog,
  ScheduleSettingsDialog,
} from '@/features/schedule/public/schedule-settings-dialog';
import { TermSwitcher } from '@/features/terms/public/term-switcher';
import { Button } from '@/components/ui/button';
import { preloadIntent } from '@/lib/preload-intent';
import type { ClassesScreen } from '../hooks/use-classes-screen';

/** The Schedule and add buttons; the phone's add button says just "Add". */
export function ClassesActions({ screen, touch }: { screen: ClassesScreen; touch?: boolean }) {
  const size = touch ? 'min-h-11 px-3' : undefined;
  return (
    <div className={touch ? 'flex shrink-0 gap-2' : 'flex flex-wrap gap-2'}>
      <Button
        variant="outline"
        className={size}
        onClick={screen.openSchedule}
        {...preloadIntent(preloadScheduleSettingsDialog, touch)}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        Schedule
      </Button>
      <Button
        className={size}
        aria-label={touch ? 'Add New Class' : undefined}
        onClick={screen.openNew}
        {...preloadIntent(preloadClassDialog, touch)}
      >
        <Plus aria-hidden="true" className="size-4" />
        {touch ? 'Add' : 'Add New Class'}
      </Button>
    </div>
  );
}

interface ListProps {
  screen: ClassesScreen;
  touch?: boolean;
  /** The grid of cards or the list of rows, and its placeholders. */
  listClassName: string;
  skeletonClassName: string;
  renderClass: (schoolClass: SchoolClass) => ReactNode;
}

/** Today's classes or a term's; only for a student who has terms. */
export function ClassesTermSwitcher({ screen, touch }: { screen: ClassesScreen; touch?: boolean }) {
  if (screen.terms.length === 0) return null;
  return (
    <TermSwitcher
      value={screen.view}
      onChange={screen.setView}
      terms={screen.terms}
      current={screen.current}
      touch={touch}
    />
  );
}

/** The classes of the term looked at, or their loading, error or empty state. */
export function ClassesList({
  screen,
  touch,
  listClassName,
  skeletonClassName,
  renderClass,
}: ListProps) {
  const { classes } = screen;
  return (
    <AsyncContent
      data={screen.shown}
      failed={classes.isError}
      onRetry={() => void classes.refetch()}
      errorMessage="Your classes could not be loaded."
      touch={touch}
      loading={
        <SkeletonList
          label="Loading classes"
          className={listClassName}
          itemClassName={skeletonClassName}
        />
      }
    >
      {(list) =>
        classes.data?.length === 0 ? (
          <NoClasses onCreate={screen.openNew} touch={touch} />
        ) : list.length === 0 ? (
          <EmptyState
            touch={touch}
            className={touch ? 'px-5 py-10' : 'px-6 py-12'}
            title="No classes in this term"
            description="Classes you add to this term show up here."
          />
        ) : (
          <ul aria-label="Classes" className={listClassName}>
            {list.map(renderClass)}
          </ul>
        )
      }
    </AsyncContent>
  );
}

function NoClasses({ onCreate, touch }: { onCreate: () => void; touch?: boolean }) {
  return (
    <EmptyState
      icon={GraduationCap}
      touch={touch}
      className={touch ? 'px-5 py-12' : 'text-card-foreground px-6 py-16 shadow-xs'}
      title={touch ? 'No classes yet' : 'Ready to get organized?'}
      description={
        touch
          ? 'Add your classes to keep their assignments, teachers and rooms together.'
          : 'Add your classes to keep their assignments, teachers and rooms together, each with its own colour and icon.'
      }
      action={
        <Button
          size="lg"
          className="mt-6"
          onClick={onCreate}
          {...preloadIntent(preloadClassDialog, touch)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {touch ? 'Add Your First Class' : 'Create Your First Class'}
        </Button>
      }
    />
  );
}

/** The add/edit and schedule dialogs both devices open. */
export function ClassesDialogs({ screen }: { screen: ClassesScreen }) {
  return (
    <>
      <ClassDialog state={screen.dialog} onClose={screen.closeDialog} />
      <ScheduleSettingsDialog open={screen.scheduleOpen} onOpenChange={screen.setScheduleOpen} />
    </>
  );
}
