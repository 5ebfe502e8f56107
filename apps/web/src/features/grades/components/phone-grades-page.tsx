import { PhonePageHeader } from '@/components/ui/page-header';
import { useGradesScreen } from '../hooks/use-grades-screen';
import { GradeScaleDialog } from './grade-scale-dialog';
import {
  ClassGradeList,
  GpaSummary,
  GradesActions,
  GradesTermSwitcher,
} from './grades-screen-parts';
import { TermsDialog } from './terms-dialog';

/** Grades on the phone: the same figures in one column. */
export function PhoneGradesPage() {
  const screen = useGradesScreen();
  return (
    <div className="grid gap-4 p-4">
      <title>Grades - Assignd</title>
      <PhonePageHeader title="Grades">
        <GradesActions screen={screen} touch />
      </PhonePageHeader>
      <GradesTermSwitcher screen={screen} touch />
      <GpaSummary screen={screen} />
      <ClassGradeList screen={screen} touch />
      <TermsDialog open={screen.termsOpen} onClose={() => screen.setTermsOpen(false)} />
      <GradeScaleDialog open={screen.scaleOpen} onClose={() => screen.setScaleOpen(false)} />
    </div>
  );
}
