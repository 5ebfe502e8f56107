import type { Flashcard } from '@assignd/schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookOpenCheck from 'lucide-react/icons/book-open-check';
import ClipboardPaste from 'lucide-react/icons/clipboard-paste';
import Layers from 'lucide-react/icons/layers';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { AsyncContent } from '@/components/feedback/async-content';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Button, buttonVariants } from '@/components/ui/button';
import type { StudySetScreen } from '../hooks/use-study-set-screen';
import { FlashcardFormDialog } from './flashcard-form-dialog';
import { ImportCardsDialog } from './import-cards-dialog';
import { ReviewView } from './review-view';
import { SetCounts } from './study-set-card';
import { StudyView } from './study-view';

interface Props {
  screen: StudySetScreen;
  setId: string;
  /** Phone and tablet: finger-sized buttons. */
  touch?: boolean;
}

/** Back to the sets, the set's title and description, and its counts. */
export function StudySetHeader({
  screen,
  backTo,
  touch,
}: Omit<Props, 'setId'> & { backTo: string }) {
  const { set } = screen;
  return (
    <header className="grid gap-3">
      <Link
        to={backTo}
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: clsx('-ml-3 w-fit', touch && 'min-h-11'),
        })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All Study Sets
      </Link>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">
          {set?.title ?? 'Study set'}
        </h1>
        {set?.description && (
          <p className="text-muted-foreground mt-1 wrap-anywhere whitespace-pre-line">
            {set.description}
          </p>
        )}
      </div>
      {set && <SetCounts set={set} />}
    </header>
  );
}

/** Study, Study Due Cards, Add Card and Import. */
function StudySetActions({ screen, touch }: Omit<Props, 'setId'>) {
  const size = touch ? 'min-h-11' : undefined;
  const ready = screen.cards.data !== undefined;
  return (
    <div className={clsx('flex flex-wrap gap-2', touch && '[&>*]:flex-1')}>
      <Button className={size} onClick={screen.startStudy} disabled={!ready}>
        <Play aria-hidden="true" className="size-4" />
        Study
      </Button>
      <Button variant="soft" className={size} onClick={screen.startReview} disabled={!ready}>
        <BookOpenCheck aria-hidden="true" className="size-4" />
        Study Due Cards
      </Button>
      <Button variant="outline" className={size} onClick={screen.openNewCard}>
        <Plus aria-hidden="true" className="size-4" />
        Add Card
      </Button>
      <Button variant="outline" className={size} onClick={() => screen.setImportOpen(true)}>
        <ClipboardPaste aria-hidden="true" className="size-4" />
        Import
      </Button>
    </div>
  );
}

/** The set's cards, oldest first, with edit and delete; or a study run in their place. */
export function StudySetBody({ screen, touch }: Omit<Props, 'setId'>) {
  const { cards, mode } = screen;
  if (mode === 'study' && cards.data) {
    return <StudyView cards={cards.data} onDone={screen.backToCards} touch={touch} />;
  }
  if (mode === 'review' && cards.data) {
    return <ReviewView cards={cards.data} onDone={screen.backToCards} touch={touch} />;
  }
  return (
    <>
      <StudySetActions screen={screen} touch={touch} />
      <AsyncContent
        data={cards.data}
        failed={cards.isError}
        onRetry={() => void cards.refetch()}
        errorMessage="The cards of this set could not be loaded."
        touch={touch}
        loading={
          <SkeletonList
            label="Loading flashcards"
            className="grid gap-3"
            itemClassName="h-20 rounded-xl"
          />
        }
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={Layers}
              touch={touch}
              className="px-6 py-12"
              title="No cards yet"
              description="Add a card with a question on the front and its answer on the back, or import a list you already have."
              action={
                <Button size="lg" className="mt-6" onClick={screen.openNewCard}>
                  <Plus aria-hidden="true" className="size-4" />
                  Add Your First Card
                </Button>
              }
            />
          ) : (
            <ol aria-label="Flashcards" className="grid gap-3">
              {list.map((card) => (
                <CardRow key={card.id} card={card} screen={screen} touch={touch} />
              ))}
            </ol>
          )
        }
      </AsyncContent>
    </>
  );
}

function CardRow({
  card,
  screen,
  touch,
}: {
  card: Flashcard;
  screen: StudySetScreen;
  touch?: boolean;
}) {
  const iconButton = touch ? 'size-11' : undefined;
  return (
    <li
      aria-label={card.front}
      className="bg-card flex items-start gap-3 rounded-xl border p-4 shadow-xs"
    >
      <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-2 sm:gap-4">
        <p className="font-medium wrap-anywhere whitespace-pre-wrap">{card.front}</p>
        <p className="text-muted-foreground wrap-anywhere whitespace-pre-wrap">{card.back}</p>
      </div>
      <div className="-my-1 flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={`Edit ${card.front}`}
          onClick={() => screen.openEditCard(card)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="destructive-ghost"
          size="icon"
          className={iconButton}
          aria-label={`Delete ${card.front}`}
          onClick={() => screen.askDeleteCard(card)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

/** The card, import and delete dialogs of an opened set. */
export function StudySetDialogs({ screen, setId }: Omit<Props, 'touch'>) {
  return (
    <>
      <FlashcardFormDialog
        setId={setId}
        state={screen.cardDialog}
        onClose={screen.closeCardDialog}
      />
      <ImportCardsDialog
        setId={setId}
        open={screen.importOpen}
        onOpenChange={screen.setImportOpen}
      />
      <ConfirmDeleteDialog
        item={screen.confirmingCard}
        title={() => 'Delete this flashcard?'}
        description="The card and its review history will be deleted. This cannot be undone."
        confirmLabel="Delete Flashcard"
        onConfirm={screen.deleteCard}
        onClose={screen.closeConfirmCard}
      />
    </>
  );
}

/** An address that names no set of this student's. */
export function MissingSet({ backTo, touch }: { backTo: string; touch?: boolean }) {
  return (
    <EmptyState
      icon={Layers}
      touch={touch}
      className="px-6 py-12"
      title="Study set not found"
      description="It may have been deleted, on this device or another."
      action={
        <Link to={backTo} className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          All Study Sets
        </Link>
      }
    />
  );
}
