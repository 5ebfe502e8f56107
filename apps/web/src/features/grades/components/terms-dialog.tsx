import type { Term } from '@assignd/schemas';
import { useState } from 'react';
import Plus from 'lucide-react/icons/plus';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useClasses, useDeleteClass } from '@/features/classes/api/classes';
import { useDeleteTerm } from '@/features/terms/api/terms';
import { useCurrentTerm } from '@/features/terms/public/use-current-term';
import { formatTermDates } from '../utils/format';
import { TermForm } from './term-form';

type Mode = { kind: 'list' } | { kind: 'form'; term?: Term } | { kind: 'delete'; term: Term };

function termState(term: Term, today: string, current: Term | null): string {
  if (term.id === current?.id) return 'Current';
  if (term.endDate < today) return 'Past';
  return term.startDate > today ? 'Upcoming' : 'Overlapping';
}

/** The student's terms: add (optionally copying classes), rename, change dates, delete. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const close = () => {
    setMode({ kind: 'list' });
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      {open && (
        <DialogContent width="2xl">
          <DialogHeader>
            <DialogTitle>
              {mode.kind === 'form' ? (mode.term ? 'Edit Term' : 'New Term') : 'Terms'}
            </DialogTitle>
            <DialogDescription>
              The current term&apos;s classes show on your dashboard, calendar and pickers; past
              terms stay here and on the Grades screen to look back on.
            </DialogDescription>
          </DialogHeader>
          {mode.kind === 'list' && <TermList onMode={setMode} />}
          {mode.kind === 'form' && (
            <TermFormPanel term={mode.term} onDone={() => setMode({ kind: 'list' })} />
          )}
          {mode.kind === 'delete' && (
            <DeleteTermPanel term={mode.term} onDone={() => setMode({ kind: 'list' })} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function TermList({ onMode }: { onMode: (mode: Mode) => void }) {
  const { terms, current, today } = useCurrentTerm();
  const sorted = [...terms].sort((a, b) => b.startDate.localeCompare(a.startDate));
  return (
    <div className="grid gap-4">
      {sorted.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-4 text-sm">
          No terms yet. Add one to keep each semester&apos;s classes and grades apart.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Terms">
          {sorted.map((term) => (
            <li
              key={term.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{term.name}</p>
                <p className="text-muted-foreground text-sm">
                  {formatTermDates(term.startDate, term.endDate)}
                </p>
              </div>
              <Badge variant="secondary">{termState(term, today, current)}</Badge>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${term.name}`}
                  onClick={() => onMode({ kind: 'form', term })}
                >
                  Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Delete ${term.name}`}
                  onClick={() => onMode({ kind: 'delete', term })}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => onMode({ kind: 'form' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Term
        </Button>
      </div>
    </div>
  );
}

function TermFormPanel({ term, onDone }: { term: Term | undefined; onDone: () => void }) {
  const { isDayToDay } = useCurrentTerm();
  const { data: classes } = useClasses();
  const copyable = (classes ?? []).filter(isDayToDay);
  return <TermForm term={term} copyable={copyable} onDone={onDone} />;
}

/** Deleting a term keeps its classes (in no term) unless the student asks to delete them too. */
function DeleteTermPanel({ term, onDone }: { term: Term; onDone: () => void }) {
  const { data: classes } = useClasses();
  const deleteTerm = useDeleteTerm();
  const deleteClass = useDeleteClass();
  const [withClasses, setWithClasses] = useState(false);
  const inTerm = (classes ?? []).filter((row) => row.termId === term.id);
  const confirm = async () => {
    try {
      if (withClasses) for (const row of inTerm) await deleteClass.mutateAsync(row.id);
      await deleteTerm.mutateAsync(term.id);
      onDone();
    } catch {
      // The data layer showed the failure toast.
    }
  };
  const pending = deleteTerm.isPending || deleteClass.isPending;
  return (
    <div className="grid gap-4">
      <p className="font-medium wrap-anywhere">Delete {term.name}?</p>
      <p className="text-muted-foreground text-sm">
        {inTerm.length === 0
          ? 'It has no classes.'
          : `Its ${inTerm.length === 1 ? 'class stays' : `${inTerm.length} classes stay`}, with no term, unless you delete ${inTerm.length === 1 ? 'it' : 'them'} too.`}
      </p>
      {inTerm.length > 0 && (
        <div className="flex items-center gap-2.5">
          <Checkbox
            id="delete-term-classes"
            checked={withClasses}
            onCheckedChange={(next) => setWithClasses(next === true)}
          />
          <label htmlFor="delete-term-classes" className="cursor-pointer text-sm">
            Also delete {inTerm.length === 1 ? 'its class' : `its ${inTerm.length} classes`} (their
            assignments stay, with no class)
          </label>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
          Delete Term
        </Button>
      </div>
    </div>
  );
}
