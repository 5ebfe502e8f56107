import type { GradeCategory } from '@assignd/schemas';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { EntryInput } from '../public/grade-fields';
import { formatPoints, readPoints, type PointsEntry } from '../utils/points';
import type { ExtraGrade, WhatIfGrade } from '../utils/what-if';

/* The rows of a class's what-if: its graded assignments, then grades that do not exist yet. */

interface WhatIfInputProps {
  label: string;
  /** Whose input it is, said to screen readers after the label ("on Lab report"). */
  context: string;
  entry: PointsEntry;
  onEntry: (entry: PointsEntry) => void;
  autoFocus?: boolean;
}

/** A labelled points input with the server's message for what it would refuse. */
function WhatIfInput({ label, context, entry, onEntry, autoFocus }: WhatIfInputProps) {
  const id = useId();
  const reading = readPoints(entry);
  const error = reading.ok ? undefined : reading.error;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        <span className="sr-only"> {context}</span>
      </Label>
      <EntryInput
        id={id}
        entry={entry}
        onEntry={onEntry}
        min={0}
        step={0.01}
        autoFocus={autoFocus}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

interface PointsPairProps {
  grade: WhatIfGrade;
  context: string;
  onChange: (grade: WhatIfGrade) => void;
  autoFocus?: boolean;
}

/** Earned and possible side by side: short numbers, so even a phone has room for both. */
function PointsPair({ grade, context, onChange, autoFocus }: PointsPairProps) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <WhatIfInput
        label="Earned"
        context={context}
        entry={grade.earned}
        onEntry={(earned) => onChange({ ...grade, earned })}
        autoFocus={autoFocus}
      />
      <WhatIfInput
        label="Possible"
        context={context}
        entry={grade.possible}
        onEntry={(possible) => onChange({ ...grade, possible })}
      />
    </div>
  );
}

const ROW = 'grid gap-3 rounded-xl border p-3 @xl:grid-cols-[minmax(0,1fr)_15rem] @xl:items-start';

/** A graded assignment as its row shows it. */
export interface SavedGrade {
  id: string;
  title: string;
  categoryName: string | undefined;
  pointsEarned: number;
  pointsPossible: number;
}

interface SavedRowProps {
  saved: SavedGrade;
  grade: WhatIfGrade;
  /** Whether the what-if differs from the saved grade (Save grades would send it). */
  changed: boolean;
  onChange: (grade: WhatIfGrade) => void;
}

/** A graded assignment: its saved points, and what-if points over them. */
export function SavedGradeRow({ saved, grade, changed, onChange }: SavedRowProps) {
  const { title, categoryName, pointsEarned, pointsPossible } = saved;
  return (
    <li className={cn(ROW, changed && 'border-primary/50')}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
          {title}
          {changed && <Badge variant="quiet">What-if</Badge>}
        </p>
        <p className="text-muted-foreground text-sm tabular-nums">
          {categoryName && `${categoryName} · `}
          Saved {formatPoints(pointsEarned)} / {formatPoints(pointsPossible)}
        </p>
      </div>
      <PointsPair grade={grade} context={`on ${title}`} onChange={onChange} />
    </li>
  );
}

interface ExtraRowProps {
  extra: ExtraGrade;
  /** 1 for the first what-if grade, to tell them apart. */
  number: number;
  categories: readonly GradeCategory[];
  onChange: (extra: ExtraGrade) => void;
  onRemove: () => void;
}

/** A grade of an assignment that does not exist yet: its category and points. */
export function ExtraGradeRow({ extra, number, categories, onChange, onRemove }: ExtraRowProps) {
  const selectId = useId();
  const name = `what-if grade ${number}`;
  // Added by a press of "Add a what-if grade": its first control takes the focus.
  const category =
    categories.length > 0 ? (
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <Label htmlFor={selectId}>
          Category<span className="sr-only"> of {name}</span>
        </Label>
        <Select
          id={selectId}
          autoFocus
          value={extra.categoryId ?? ''}
          onChange={(event) => onChange({ ...extra, categoryId: event.target.value || null })}
        >
          <option value="">No category</option>
          {categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      </div>
    ) : (
      <p className="flex-1 font-medium">What-if grade {number}</p>
    );
  return (
    <li className={cn(ROW, 'border-dashed')}>
      <div className="flex items-start gap-2">
        {category}
        <Button
          variant="ghost"
          size="icon"
          className={categories.length > 0 ? 'mt-5' : '-mt-1.5'}
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <PointsPair
        grade={extra}
        context={`of ${name}`}
        onChange={(grade) => onChange({ ...extra, ...grade })}
        autoFocus={categories.length === 0}
      />
    </li>
  );
}
