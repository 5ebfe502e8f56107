import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatValue } from '@/components/ui/stat-value';
import { cn } from '@/lib/cn';
import { ClassAssignmentsSection } from './class-assignments-section';
import { EditClassCard } from './edit-class-card';
import { ClassDetailScreen, type ClassDetailViewProps } from './class-detail-screen';
import { ClassHeroCard, ClassIdentity, ClassProgressLine } from './class-detail-parts';
import { AddAssignmentButton } from '@/features/assignments/public/add-assignment-button';
import { ClassGradesSection } from '@/features/grades/public/class-grades-section';

export function PhoneClassDetailPage() {
  return <ClassDetailScreen view={PhoneClassDetail} touch />;
}

function PhoneClassDetail({ schoolClass, detail }: ClassDetailViewProps) {
  const { counts, missing, editing, openForm, closeForm, editButton, addAssignment } = detail;
  const { name } = schoolClass;

  return (
    <>
      {editing ? (
        <EditClassCard schoolClass={schoolClass} onDone={closeForm} touch />
      ) : (
        <ClassHeroCard schoolClass={schoolClass} fadeAt={70}>
          <div className="grid gap-4 p-4 pl-5">
            <ClassIdentity schoolClass={schoolClass} touch />
            <ClassProgressLine
              schoolClass={schoolClass}
              counts={counts}
              className="flex items-center gap-3"
            />
            <div className="flex gap-2">
              <Button
                ref={editButton}
                variant="outline"
                className="min-h-11 flex-1"
                aria-label="Edit class"
                onClick={openForm}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <AddAssignmentButton className="min-h-11 flex-[2]" onClick={addAssignment} touch>
                <Plus aria-hidden="true" className="size-4" />
                Add Assignment
              </AddAssignmentButton>
            </div>
          </div>
        </ClassHeroCard>
      )}

      <section aria-label="Counts" className="grid grid-cols-3 gap-2">
        <PhoneStat label="Total Assignments" value={counts?.total ?? missing} />
        <PhoneStat
          label="Completed"
          value={counts?.completed ?? missing}
          className="text-emerald-700 dark:text-emerald-300"
        />
        <PhoneStat
          label="Pending"
          value={counts?.pending ?? missing}
          className="text-amber-700 dark:text-amber-300"
        />
      </section>

      <ClassAssignmentsSection
        schoolClass={schoolClass}
        detail={detail}
        touch
        emptyDescription={`Tap Add Assignment to plan homework, tests and projects for ${name}.`}
      />

      <ClassGradesSection schoolClass={schoolClass} touch />
    </>
  );
}

/** A compact counter, three to a row on a phone. */
function PhoneStat({
  label,
  value,
  className,
}: {
  label: string;
  value: number | null | undefined;
  className?: string;
}) {
  return (
    <Card role="group" aria-label={label} className="flex min-w-0 flex-col gap-1 px-3 py-3">
      <p className={cn('text-2xl leading-tight font-bold tabular-nums', className)}>
        <StatValue value={value} />
      </p>
      <p className="text-muted-foreground text-xs leading-snug font-medium">{label}</p>
    </Card>
  );
}
