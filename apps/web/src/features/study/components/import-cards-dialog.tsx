import { FLASHCARD_IMPORT_MAX_CARDS, previewPastedCards } from '@assignd/core';
import { importFlashcardsSchema } from '@assignd/schemas';
import { useDeferredValue, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { useImportFlashcards } from '../api/flashcards';
import { importTextOf } from '../utils/study-session';

// One more than an import may hold, so the preview can say the paste is too long.
const PREVIEW_LIMIT = FLASHCARD_IMPORT_MAX_CARDS * 2 + 1;

interface Props {
  setId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Cards pasted one a line (front, then a tab, ' - ' or a comma, then back, as spreadsheets and
 * flashcard sites export them), previewed as a table before they are added.
 */
export function ImportCardsDialog({ setId, open, onOpenChange }: Props) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      width="2xl"
      title="Import Flashcards"
      description={
        <>
          Paste one card a line: the front, then a tab, &lsquo; - &rsquo; or a comma, then the back.
          Copying two columns from a spreadsheet works as it is.
        </>
      }
    >
      <ImportForm setId={setId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ImportForm({ setId, onDone }: { setId: string; onDone: () => void }) {
  const importCards = useImportFlashcards(setId);
  const form = useKitForm(importFlashcardsSchema, { defaultValues: { text: '' } });
  const { control, setError } = form;
  // Typing stays quick on a long paste: the table follows a moment later.
  const text = useDeferredValue(useWatch({ control, name: 'text' }));
  const lines = useMemo(() => previewPastedCards(text, PREVIEW_LIMIT), [text]);
  const cardCount = lines.filter((line) => line.ok).length;
  const skipped = lines.length - cardCount;
  const tooMany = cardCount > FLASHCARD_IMPORT_MAX_CARDS;

  const onSubmit = async (values: z.output<typeof importFlashcardsSchema>) => {
    const cards = importTextOf(previewPastedCards(values.text, PREVIEW_LIMIT));
    if (!cards) {
      setError('text', { message: 'No line makes a card yet' });
      return;
    }
    try {
      await importCards.mutateAsync(cards);
      onDone();
    } catch {
      // The data layer showed the failure toast; the paste stays for another try.
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <TextareaField
        name="text"
        label="Cards to import"
        rows={6}
        spellCheck={false}
        controlClassName="font-mono"
        placeholder={'hablar\tto speak\nH2O - water\nParis, capital of France'}
      />

      {lines.length > 0 && (
        <section aria-labelledby="import-preview" className="grid gap-2">
          <h3 id="import-preview" className="text-sm font-medium">
            Preview
          </h3>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {cardCount} {cardCount === 1 ? 'card' : 'cards'} to import
            {skipped > 0 && `, ${skipped} ${skipped === 1 ? 'line' : 'lines'} skipped`}
          </p>
          {tooMany && (
            <p className="text-destructive text-sm">
              At most {FLASHCARD_IMPORT_MAX_CARDS} cards can be imported at once.
            </p>
          )}
          <div className="max-h-64 overflow-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-muted-foreground sticky top-0 text-xs uppercase">
                <tr>
                  <th scope="col" className="w-12 px-3 py-2 font-medium">
                    Line
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Front
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Back
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {lines.map((line) =>
                  line.ok ? (
                    <tr key={line.line}>
                      <td className="text-muted-foreground px-3 py-2 tabular-nums">{line.line}</td>
                      <td className="px-3 py-2 wrap-anywhere">{line.front}</td>
                      <td className="px-3 py-2 wrap-anywhere">{line.back}</td>
                    </tr>
                  ) : (
                    <tr key={line.line} className="bg-destructive-soft">
                      <td className="text-muted-foreground px-3 py-2 tabular-nums">{line.line}</td>
                      <td colSpan={2} className="px-3 py-2">
                        <span className="text-destructive font-medium">Skipped: </span>
                        <span className="wrap-anywhere">{line.text.trim()}</span>
                        <span className="text-muted-foreground block text-xs">{line.reason}</span>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <FormFooter
        className="mt-0 pt-1"
        onCancel={onDone}
        submitDisabled={tooMany || cardCount === 0}
        submitLabel={
          cardCount > 0 ? `Import ${cardCount} ${cardCount === 1 ? 'Card' : 'Cards'}` : 'Import'
        }
      />
    </KitForm>
  );
}
