import type { Flashcard } from '@assignd/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { useDeleteFlashcard, useFlashcards } from '../api/flashcards';
import { useStudySets } from '../api/study-sets';

/** Adding a card, or editing one. */
export type FlashcardDialogState = { mode: 'new' } | { mode: 'edit'; card: Flashcard } | null;

/** The opened set's cards, a click-through study run, or a due-card session with ratings. */
export type StudySetMode = 'cards' | 'study' | 'review';

/** Spec 5: studying needs at least one card. */
const NO_CARDS_MESSAGE = 'Add some flashcards first!';

/**
 * What an opened study set knows and does on every device (spec 4: list -> opened set -> study
 * mode): the set and its cards, oldest first; adding, editing, deleting and importing cards; and
 * the two ways of studying them.
 */
export function useStudySetScreen(setId: string) {
  const sets = useStudySets();
  const cards = useFlashcards(setId);
  const removeCard = useDeleteFlashcard();
  const [mode, setMode] = useState<StudySetMode>('cards');
  const [cardDialog, setCardDialog] = useState<FlashcardDialogState>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [confirmingCard, setConfirmingCard] = useState<Flashcard | null>(null);
  const closeCardDialog = useCallback(() => setCardDialog(null), []);
  const set = sets.data?.find((row) => row.id === setId);
  useCardsFollowSet(set?.cardCount, cards.data?.length, cards.refetch);
  const backToCards = useCallback(() => setMode('cards'), []);

  const startIfCards = (next: StudySetMode) => {
    if (!cards.data) return;
    if (cards.data.length === 0) notify.error(NO_CARDS_MESSAGE);
    else setMode(next);
  };

  return {
    set,
    /** The sets arrived without this one: deleted, or another student's. */
    missing: sets.data !== undefined && !sets.data.some((set) => set.id === setId),
    sets,
    cards,
    mode,
    startStudy: () => startIfCards('study'),
    startReview: () => startIfCards('review'),
    backToCards,
    cardDialog,
    closeCardDialog,
    openNewCard: () => setCardDialog({ mode: 'new' }),
    openEditCard: (card: Flashcard) => setCardDialog({ mode: 'edit', card }),
    importOpen,
    setImportOpen,
    confirmingCard,
    askDeleteCard: setConfirmingCard,
    closeConfirmCard: () => setConfirmingCard(null),
    deleteCard: (card: Flashcard) => removeCard.mutate(card),
  };
}

export type StudySetScreen = ReturnType<typeof useStudySetScreen>;

/**
 * An import on another device announces only the set (one change, not hundreds), with its new
 * card count: when that count moves away from the cards shown, they are fetched again. This
 * device's own changes update both lists themselves, so they fetch nothing more.
 */
function useCardsFollowSet(
  cardCount: number | undefined,
  shown: number | undefined,
  refetch: () => Promise<unknown>,
) {
  const seen = useRef(cardCount);
  useEffect(() => {
    if (cardCount === seen.current) return;
    seen.current = cardCount;
    if (cardCount !== undefined && shown !== undefined && cardCount !== shown) void refetch();
  }, [cardCount, shown, refetch]);
}
