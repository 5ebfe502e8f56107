import { classStanding, type GradeScale } from '@assignd/core';
import Plus from 'lucide-react/icons/plus';
import { useId, useMemo, useRef, useState } from 'react';
import { useUpdateAssignment } from '@/features/assignments/api/assignments';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import type { ClassGrades } from '../hooks/use-class-grades';
import { entryOf } from '../utils/points';
import {
  changedGrades,
  hasWhatIfErrors,
  withWhatIfs,
  type ExtraGrade,
  type WhatIfEdits,
  type WhatIfGrade,
} from '../utils/what-if';
import { StandingFigure } from './class-grades-standing';
import { ExtraGradeRow, SavedGradeRow, type SavedGrade } from './class-grades-what-if-rows';

const EMPTY_GRADE: WhatIfGrade = { earned: entryOf(null), possible: entryOf(null) };

/** The class's graded assignments as their rows show them: excused ones count for nothing. */
function savedGrades({ assignments, categories }: ClassGrades): SavedGrade[] {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return assignments.flatMap(({ id, title, excused, gradeCategoryId, ...points }) => {
    const { pointsEarned, pointsPossible } = points;
    if (excused || pointsEarned === null || pointsPossible === null) return [];
    const categoryName = gradeCategoryId ? names.get(gradeCategoryId) : undefined;
    return [{ id, title, categoryName, pointsEarned, pointsPossible }];
  });
}

/**
 * What-if on a class's page: points typed over its grades and grades yet to come, with the
 * percent and letter they would make, live. Nothing is saved until Save grades, which sends only
 * the grades whose what-if differs from what is saved.
 */
export function ClassGradesWhatIf({ grades, scale }: { grades: ClassGrades; scale: GradeScale }) {
  const { items, categories } = grades;
  const headingId = useId();
  const [edits, setEdits] = useState<WhatIfEdits>({});
  const [extras, setExtras] = useState<ExtraGrade[]>([]);
  const [saving, setSaving] = useState(false);
  const nextKey = useRef(1);
  const addButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateAssignment();

  const saved = useMemo(() => savedGrades(grades), [grades]);
  const projected = useMemo(
    () => classStanding(withWhatIfs(items, edits, extras), categories).percent,
    [items, edits, extras, categories],
  );
  const changes = changedGrades(items, edits);
  const changedIds = new Set(changes.map((change) => change.id));
  const invalid = hasWhatIfErrors(edits, extras);
  // Saving some grades while another typed over a saved one is refused would look like it saved.
  const savable = changes.length > 0 && !hasWhatIfErrors(edits, []);
  const anyWhatIf = Object.keys(edits).length > 0 || extras.length > 0;

  const reset = () => {
    setEdits({});
    setExtras([]);
  };

  const save = async () => {
    setSaving(true);
    // Each failure has its toast (from the hook); its what-if stays for another try.
    const results = await Promise.allSettled(changes.map((change) => update.mutateAsync(change)));
    setSaving(false);
    const done = new Set(
      changes.filter((_, index) => results[index]?.status === 'fulfilled').map(({ id }) => id),
    );
    if (done.size === 0) return;
    setEdits((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !done.has(id))),
    );
    notify.success(done.size === 1 ? 'Grade saved' : `${done.size} grades saved`);
  };

  const addExtra = () => {
    const key = String(nextKey.current++);
    setExtras((current) => [...current, { key, categoryId: null, ...EMPTY_GRADE }]);
  };

  const removeExtra = (key: string) => {
    setExtras((current) => current.filter((extra) => extra.key !== key));
    // The row and its button are gone: the focus goes back where rows are added.
    addButton.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          What if
        </h3>
        <p className="text-muted-foreground text-sm">
          Try other points or grades to come. Nothing is saved until you press Save grades.
        </p>
      </div>

      {saved.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No graded assignments yet: add a what-if grade to try one.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Graded assignments">
          {saved.map((row) => (
            <SavedGradeRow
              key={row.id}
              saved={row}
              grade={
                edits[row.id] ?? {
                  earned: entryOf(row.pointsEarned),
                  possible: entryOf(row.pointsPossible),
                }
              }
              changed={changedIds.has(row.id)}
              onChange={(grade) => setEdits((current) => ({ ...current, [row.id]: grade }))}
            />
          ))}
        </ul>
      )}

      {extras.length > 0 && (
        <ul className="grid gap-2" aria-label="What-if grades">
          {extras.map((extra, index) => (
            <ExtraGradeRow
              key={extra.key}
              extra={extra}
              number={index + 1}
              categories={categories}
              onChange={(next) =>
                setExtras((current) => current.map((row) => (row.key === next.key ? next : row)))
              }
              onRemove={() => removeExtra(extra.key)}
            />
          ))}
        </ul>
      )}

      <Button ref={addButton} variant="outline" size="sm" className="w-fit" onClick={addExtra}>
        <Plus aria-hidden="true" className="size-4" />
        Add a what-if grade
      </Button>

      <div className="bg-muted/50 flex flex-wrap items-center justify-between gap-3 rounded-xl p-3 sm:p-4">
        <div className="grid gap-1.5" aria-live="polite" aria-atomic="true">
          <p className="text-muted-foreground text-sm font-medium">Projected</p>
          <StandingFigure label="Projected grade" percent={projected} scale={scale} size="md" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!anyWhatIf || saving} onClick={reset}>
            Reset
          </Button>
          <Button disabled={!savable || saving} aria-busy={saving} onClick={() => void save()}>
            {saving && <Spinner />}
            Save grades
          </Button>
        </div>
      </div>
      {invalid && (
        <p className="text-muted-foreground text-sm">
          Mend the points marked above: they are left out until then.
        </p>
      )}
    </section>
  );
}
