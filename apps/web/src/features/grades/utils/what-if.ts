import type { GradedItem } from '@assignd/core';
import { readPoints, type PointsEntry } from './points';

/*
 * What-if grades on a class's page (issue 30): points typed over the saved ones, and grades of
 * assignments that do not exist yet. Nothing here is saved until the student asks; the projection
 * is @assignd/core's classStanding over the grades these make.
 */

/** A what-if grade as typed. */
export interface WhatIfGrade {
  earned: PointsEntry;
  possible: PointsEntry;
}

/** What-ifs typed over saved grades, by assignment id. */
export type WhatIfEdits = Readonly<Partial<Record<string, WhatIfGrade>>>;

/** A grade of an assignment that does not exist yet, in a grading category or none. */
export interface ExtraGrade extends WhatIfGrade {
  /** Tells the rows apart; never an assignment's id. */
  key: string;
  categoryId: string | null;
}

interface ReadGrade {
  pointsEarned: number | null;
  pointsPossible: number | null;
}

/** Both points of a what-if, or undefined while either input holds what the server refuses. */
function readGrade({ earned, possible }: WhatIfGrade): ReadGrade | undefined {
  const readEarned = readPoints(earned);
  const readPossible = readPoints(possible);
  return readEarned.ok && readPossible.ok
    ? { pointsEarned: readEarned.value, pointsPossible: readPossible.value }
    : undefined;
}

/** Whether any what-if holds what the server would refuse (shown under it, left out until mended). */
export function hasWhatIfErrors(edits: WhatIfEdits, extras: readonly ExtraGrade[]): boolean {
  return [...Object.values(edits), ...extras].some((grade) => grade && !readGrade(grade));
}

/**
 * The class's grades as if the what-ifs were in: an edited grade takes its typed points (a blank
 * one leaves the assignment ungraded, as it would be once saved), and each extra grade with both
 * points counts as one more assignment. A what-if in error changes nothing until it is mended.
 */
export function withWhatIfs(
  items: readonly GradedItem[],
  edits: WhatIfEdits,
  extras: readonly ExtraGrade[],
): GradedItem[] {
  const edited = items.map((item) => {
    const edit = edits[item.id];
    const grade = edit && readGrade(edit);
    return grade ? { ...item, ...grade } : item;
  });
  const added = extras.flatMap((extra): GradedItem[] => {
    const grade = readGrade(extra);
    if (!grade || grade.pointsEarned === null || grade.pointsPossible === null) return [];
    return [{ id: `what-if:${extra.key}`, categoryId: extra.categoryId, excused: false, ...grade }];
  });
  return [...edited, ...added];
}

interface GradeChange {
  id: string;
  changes: ReadGrade;
}

/** What Save grades sends: each what-if over a saved grade that reads and differs from it. */
export function changedGrades(items: readonly GradedItem[], edits: WhatIfEdits): GradeChange[] {
  return items.flatMap((item) => {
    const edit = edits[item.id];
    const grade = edit && readGrade(edit);
    if (!grade) return [];
    const same =
      grade.pointsEarned === item.pointsEarned && grade.pointsPossible === item.pointsPossible;
    return same ? [] : [{ id: item.id, changes: grade }];
  });
}
