import type { SchoolClass } from '@assignd/schemas';
import { clsx } from 'clsx';
import Plus from 'lucide-react/icons/plus';
import { useId, useRef, useState } from 'react';
import { AsyncContent } from '@/components/feedback/async-content';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ClassGradesCategories } from '../components/class-grades-categories';
import { ClassGradesGoal } from '../components/class-grades-goal';
import { RecordGradeForm } from '../components/class-grades-record-form';
import { StandingFigure } from '../components/class-grades-standing';
import { ClassGradesWhatIf } from '../components/class-grades-what-if';
import { useClassGrades } from '../hooks/use-class-grades';

interface Props {
  schoolClass: SchoolClass;
  touch?: boolean;
}

/**
 * A class's grades on its page (issue 30): where it stands, its grading categories, what-if
 * grades and the points an assignment needs for a target, all computed here with @assignd/core
 * so they answer at once and offline.
 */
export function ClassGradesSection({ schoolClass, touch }: Props) {
  const headingId = useId();
  const { data, scale, failed, retry } = useClassGrades(schoolClass.id);
  const standing = data?.standing;
  const percent = standing?.percent ?? null;
  const [recording, setRecording] = useState(false);
  const recordButton = useRef<HTMLButtonElement>(null);
  const closeRecord = () => {
    setRecording(false);
    // The form is gone: the focus goes back to the button that opened it.
    requestAnimationFrame(() => recordButton.current?.focus());
  };
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={clsx('@container grid gap-6', touch ? 'p-4' : 'p-5 sm:p-6')}
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Grades
        </h2>
        {percent && <StandingFigure label="Class grade" percent={percent} scale={scale} />}
      </div>
      <AsyncContent
        data={data}
        failed={failed}
        onRetry={retry}
        errorMessage="The grades could not be loaded."
        touch={touch}
        loading={
          <SkeletonList
            label="Loading grades"
            className="grid gap-2"
            itemClassName="h-16 rounded-xl"
          />
        }
      >
        {(grades) => (
          <>
            {!percent && (
              <EmptyState
                className="py-8"
                title="No grades yet"
                description={
                  // Graded, but in no category of a class that weighs them: none counts yet.
                  grades.standing.gradedCount > 0
                    ? 'Pick a grading category for your graded assignments to see where you stand'
                    : 'Add a grade to an assignment to see where you stand'
                }
              />
            )}
            {recording ? (
              <RecordGradeForm
                classId={schoolClass.id}
                categories={grades.categories}
                onDone={closeRecord}
              />
            ) : (
              <Button
                ref={recordButton}
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() => setRecording(true)}
              >
                <Plus aria-hidden="true" className="size-4" />
                Record a past grade
              </Button>
            )}
            <ClassGradesCategories
              classId={schoolClass.id}
              categories={grades.categories}
              items={grades.items}
              standing={grades.standing}
            />
            <div className="border-t pt-6">
              <ClassGradesWhatIf grades={grades} scale={scale} />
            </div>
            <div className="border-t pt-6">
              <ClassGradesGoal grades={grades} scale={scale} />
            </div>
          </>
        )}
      </AsyncContent>
    </Card>
  );
}
