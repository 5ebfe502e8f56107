import type { GradeScale } from '@assignd/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ClassGrades } from '../hooks/use-class-grades';
import { EntryInput } from '../public/grade-fields';
import {
  goalCandidates,
  goalFor,
  readTarget,
  TARGET_LETTERS,
  type GoalAnswer,
} from '../utils/goal';
import { formatLetter } from '../utils/format';
import { entryOf, formatPoints, type PointsEntry } from '../utils/points';

/** The Target choice that asks for a percent instead of a letter. */
const PERCENT = 'percent';

/** The answer, in words: the points needed, or why no points would do. */
function answerText(answer: GoalAnswer): ReactNode {
  switch (answer.kind) {
    case 'needed':
      return (
        <>
          You need <strong className="tabular-nums">{formatPoints(answer.needed)}</strong> of{' '}
          <span className="tabular-nums">{formatPoints(answer.possible)}</span> points
        </>
      );
    case 'extra-credit':
      return (
        <>
          Not reachable, even with every point.{' '}
          <span className="text-muted-foreground">
            Only extra credit would do: {formatPoints(answer.needed)} of{' '}
            {formatPoints(answer.possible)} points.
          </span>
        </>
      );
    case 'unreachable':
      return 'Not reachable, even with every point';
    case 'uncounted':
      return 'It is in no grading category, so it does not count toward the class: pick one in the assignment.';
  }
}

/**
 * "What do I need?": the points an ungraded assignment of the class needs for the class to reach
 * a letter or a percent, with its other grades as saved (@assignd/core's pointsNeeded).
 */
export function ClassGradesGoal({ grades, scale }: { grades: ClassGrades; scale: GradeScale }) {
  const { assignments, items, categories } = grades;
  const headingId = useId();
  const [picked, setPicked] = useState('');
  const [target, setTarget] = useState<string>('A');
  const [percent, setPercent] = useState<PointsEntry>(entryOf(null));

  const candidates = useMemo(() => {
    const titles = new Map(assignments.map((row) => [row.id, row.title]));
    return goalCandidates(items).map((item) => ({
      id: item.id,
      label: `${titles.get(item.id) ?? ''} (${formatPoints(item.pointsPossible)} points)`,
    }));
  }, [assignments, items]);
  // The one picked, or the first while none is (or the picked one was graded meanwhile).
  const assignmentId = candidates.some(({ id }) => id === picked) ? picked : candidates[0]?.id;

  const letter = TARGET_LETTERS.find((option) => option === target);
  const read = readTarget(letter ? { letter } : { percent }, scale);
  const answer =
    assignmentId && read.ok && read.percent
      ? goalFor(items, categories, assignmentId, read.percent)
      : undefined;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        What do I need?
      </h3>
      {candidates.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Enter the points possible of an assignment to plan for it
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 @xl:grid-cols-[minmax(0,1fr)_9rem_9rem]">
            <Field label="Assignment" className="col-span-2 @xl:col-span-1">
              {(control) => (
                <Select
                  {...control}
                  value={assignmentId}
                  onChange={(event) => setPicked(event.target.value)}
                >
                  {candidates.map(({ id, label }) => (
                    <option key={id} value={id}>
                      {label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Target">
              {(control) => (
                <Select
                  {...control}
                  value={target}
                  onChange={(event) => setTarget(event.target.value)}
                >
                  {TARGET_LETTERS.map((option) => (
                    <option key={option} value={option}>
                      {formatLetter(option)}
                    </option>
                  ))}
                  <option value={PERCENT}>Percent</option>
                </Select>
              )}
            </Field>
            {!letter && (
              <Field label="Target percent" error={read.ok ? undefined : read.error}>
                {(control) => (
                  <EntryInput
                    {...control}
                    entry={percent}
                    onEntry={setPercent}
                    min={0}
                    max={1000}
                    step={0.01}
                    placeholder="e.g. 85"
                  />
                )}
              </Field>
            )}
          </div>
          {/* Always there, so a screen reader hears each new answer. */}
          <div aria-live="polite">
            {answer && (
              <p className="bg-muted/50 rounded-xl p-3 text-sm sm:p-4 sm:text-base">
                {answerText(answer)}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
