import type { StudySet } from '@assignd/schemas';
import Layers from 'lucide-react/icons/layers';
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { AsyncContent } from '@/components/feedback/async-content';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Button } from '@/components/ui/button';
import type { StudySetsScreen } from '../hooks/use-study-sets-screen';
import { StudySetFormDialog } from './study-set-form-dialog';

export function NewStudySetButton({ screen, touch }: { screen: StudySetsScreen; touch?: boolean }) {
  return (
    <Button
      className={touch ? 'min-h-11 px-3' : undefined}
      aria-label={touch ? 'New Study Set' : undefined}
      onClick={screen.openNew}
    >
      <Plus aria-hidden="true" className="size-4" />
      {touch ? 'New' : 'New Study Set'}
    </Button>
  );
}

interface ListProps {
  screen: StudySetsScreen;
  touch?: boolean;
  listClassName: string;
  skeletonClassName: string;
  renderSet: (set: StudySet) => ReactNode;
}

/** The sets, newest first, or their loading, error or empty state. */
export function StudySetsList({
  screen,
  touch,
  listClassName,
  skeletonClassName,
  renderSet,
}: ListProps) {
  const { sets } = screen;
  return (
    <AsyncContent
      data={sets.data}
      failed={sets.isError}
      onRetry={() => void sets.refetch()}
      errorMessage="Your study sets could not be loaded."
      touch={touch}
      loading={
        <SkeletonList
          label="Loading study sets"
          className={listClassName}
          itemClassName={skeletonClassName}
        />
      }
    >
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            icon={Layers}
            touch={touch}
            className={touch ? 'px-5 py-12' : 'px-6 py-16 shadow-xs'}
            title="No study sets yet"
            description="Make a set for a topic, add question and answer cards, then test yourself card by card."
            action={
              <Button size="lg" className="mt-6" onClick={screen.openNew}>
                <Plus aria-hidden="true" className="size-4" />
                Create Your First Set
              </Button>
            }
          />
        ) : (
          <ul aria-label="Study sets" className={listClassName}>
            {list.map(renderSet)}
          </ul>
        )
      }
    </AsyncContent>
  );
}

/** The new/rename dialog and the delete question, on every device. */
export function StudySetsDialogs({ screen }: { screen: StudySetsScreen }) {
  return (
    <>
      <StudySetFormDialog state={screen.dialog} onClose={screen.closeDialog} />
      <ConfirmDeleteDialog
        item={screen.confirming}
        title={(set) => `Delete ${set.title}?`}
        description="The study set and all its flashcards will be deleted. This cannot be undone."
        confirmLabel="Delete Study Set"
        onConfirm={screen.deleteSet}
        onClose={screen.closeConfirm}
      />
    </>
  );
}
