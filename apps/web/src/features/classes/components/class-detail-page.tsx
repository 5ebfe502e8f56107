import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { StatCards } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { ClassAssignmentsSection } from './class-assignments-section';
import { EditClassCard } from './edit-class-card';
import { ClassDetailScreen, type ClassDetailViewProps } from './class-detail-screen';
import { ClassHeroCard, ClassIdentity, ClassProgressLine } from './class-detail-parts';
import { AddAssignmentButton } from '@/features/assignments/public/add-assignment-button';
import { ClassGradesSection } from '@/features/grades/public/class-grades-section';
import { countCards } from '@/features/assignments/public/count-cards';

export function ClassDetailPage() {
  return <ClassDetailScreen view={DesktopClassDetail} />;
}

function DesktopClassDetail({ schoolClass, detail }: ClassDetailViewProps) {
  const { counts, missing, editing, openForm, closeForm, editButton, addAssignment } = detail;
  const { name } = schoolClass;

  return (
    <>
      {editing ? (
        <EditClassCard schoolClass={schoolClass} onDone={closeForm} />
      ) : (
        <ClassHeroCard schoolClass={schoolClass} fadeAt={65}>
          <div className="flex flex-col gap-5 p-5 pl-6 sm:p-6 sm:pl-7 @2xl:flex-row @2xl:items-center">
            <ClassIdentity schoolClass={schoolClass} />
            <div className="flex flex-wrap gap-2">
              <Button ref={editButton} variant="outline" aria-label="Edit class" onClick={openForm}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <AddAssignmentButton onClick={addAssignment}>
                <Plus aria-hidden="true" className="size-4" />
                Add Assignment
              </AddAssignmentButton>
            </div>
          </div>
          <ClassProgressLine
            schoolClass={schoolClass}
            counts={counts}
            className="flex items-center gap-3 border-t px-5 py-3 pl-6 sm:px-6 sm:pl-7"
          />
        </ClassHeroCard>
      )}

      <StatCards
        label="Counts"
        className="grid gap-3 sm:gap-4 @lg:grid-cols-3"
        items={countCards(counts, missing, ['total', 'completed', 'pending'], {
          total: 'Total Assignments',
        })}
      />

      <ClassAssignmentsSection
        schoolClass={schoolClass}
        detail={detail}
        emptyDescription={`Use Add Assignment above to plan homework, tests and projects for ${name}.`}
      />

      <ClassGradesSection schoolClass={schoolClass} />
    </>
  );
}
