import { shownPercent, type ClassStanding, type GradedItem } from '@assignd/core';
import type { GradeCategory } from '@assignd/schemas';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeleteGradeCategory } from '../api/grade-categories';
import { formatPercent } from '../utils/format';
import { formatPoints } from '../utils/points';
import { CategoryForm } from './class-grades-category-form';

interface Props {
  classId: string;
  categories: GradeCategory[];
  items: GradedItem[];
  standing: ClassStanding;
}

/** What the section's form is doing: nothing, adding a category, or editing one. */
type Editing = null | 'new' | { id: string };

/** Whether the weights add up to 100, in whole hundredths so 33.33 + 33.33 + 33.34 does. */
const weightsMakeHundred = (categories: readonly GradeCategory[]) =>
  categories.reduce((sum, category) => sum + Math.round(category.weight * 100), 0) === 100_00;

/** The graded assignments that count nowhere: a class with categories counts only theirs. */
function uncountedGrades(items: readonly GradedItem[], categories: readonly GradeCategory[]) {
  if (categories.length === 0) return 0;
  const ids = new Set(categories.map((category) => category.id));
  return items.filter(
    (item) =>
      !item.excused &&
      item.pointsEarned !== null &&
      item.pointsPossible !== null &&
      !(item.categoryId !== null && ids.has(item.categoryId)),
  ).length;
}

/** A class's grading categories, with each one's percent, and their add, edit and delete. */
export function ClassGradesCategories({ classId, categories, items, standing }: Props) {
  const headingId = useId();
  const buttonId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  // Where the focus goes once the form has gone (the id of a button it replaced).
  const focusNext = useRef<string | null>(null);
  const remove = useDeleteGradeCategory();
  const addId = `${buttonId}-add`;
  const editId = (id: string) => `${buttonId}-edit-${id}`;

  useEffect(() => {
    if (editing !== null || focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [editing]);

  const close = (focus: string) => {
    focusNext.current = focus;
    setEditing(null);
  };
  const percentOf = (id: string) =>
    shownPercent(standing.categories.find((category) => category.id === id)?.percent ?? null);
  const uncounted = uncountedGrades(items, categories);

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          Categories
        </h3>
        {editing !== 'new' && (
          <Button id={addId} variant="outline" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add category
          </Button>
        )}
      </div>

      {categories.length === 0 && editing !== 'new' && (
        <p className="text-muted-foreground text-sm">
          No categories: every grade counts by its points. Add some (Tests 60%, Homework 40%) to
          weigh them.
        </p>
      )}

      {categories.length > 0 && (
        <ul className="grid gap-2" aria-labelledby={headingId}>
          {categories.map((category) =>
            typeof editing === 'object' && editing?.id === category.id ? (
              <li key={category.id}>
                <CategoryForm
                  classId={classId}
                  category={category}
                  onDone={() => close(editId(category.id))}
                />
              </li>
            ) : (
              <li
                key={category.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium wrap-anywhere">{category.name}</p>
                  <p className="text-muted-foreground text-sm tabular-nums">
                    Weight {formatPoints(category.weight)}%
                    {category.dropLowest > 0 && ` · Drops the lowest ${category.dropLowest}`}
                  </p>
                </div>
                <p className="ml-auto font-semibold tabular-nums">
                  <span className="sr-only">Percent: </span>
                  {formatPercent(percentOf(category.id))}
                </p>
                <div className="flex gap-1">
                  <Button
                    id={editId(category.id)}
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${category.name}`}
                    onClick={() => setEditing({ id: category.id })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${category.name}`}
                    disabled={remove.isPending}
                    // Undo is in the toast; the row is gone, so the focus goes to Add.
                    onClick={() =>
                      remove.mutate(category.id, {
                        onSuccess: () => document.getElementById(addId)?.focus(),
                      })
                    }
                  >
                    <Trash aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}

      {editing === 'new' && <CategoryForm classId={classId} onDone={() => close(addId)} />}

      {categories.length > 0 && !weightsMakeHundred(categories) && (
        <p className="text-muted-foreground text-sm">
          Weights are relative: they need not add up to 100
        </p>
      )}
      {uncounted > 0 && (
        <p className="text-muted-foreground text-sm">
          {uncounted === 1
            ? '1 grade is in no category, so it does not count.'
            : `${uncounted} grades are in no category, so they do not count.`}{' '}
          Pick a grading category in the assignment.
        </p>
      )}
    </section>
  );
}
