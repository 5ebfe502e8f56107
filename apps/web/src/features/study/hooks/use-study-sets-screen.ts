import type { StudySet } from '@assignd/schemas';
import { useCallback, useState } from 'react';
import { useDeleteStudySet, useStudySets } from '../api/study-sets';

/** The New Study Set dialog, or renaming one set. */
export type StudySetDialogState = { mode: 'new' } | { mode: 'edit'; set: StudySet } | null;

/**
 * What the Flashcards screen knows and does on every device: the sets, newest first, with their
 * counts; the new and rename dialog; deleting a set once the student confirms.
 */
export function useStudySetsScreen() {
  const sets = useStudySets();
  const remove = useDeleteStudySet();
  const [dialog, setDialog] = useState<StudySetDialogState>(null);
  const [confirming, setConfirming] = useState<StudySet | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  return {
    sets,
    dialog,
    closeDialog,
    openNew: () => setDialog({ mode: 'new' }),
    openRename: (set: StudySet) => setDialog({ mode: 'edit', set }),
    confirming,
    askDelete: setConfirming,
    closeConfirm: () => setConfirming(null),
    deleteSet: (set: StudySet) => remove.mutate(set.id),
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
  };
}

export type StudySetsScreen = ReturnType<typeof useStudySetsScreen>;
