import { DesktopPage } from '@/components/ui/desktop-page';
import { useGradesScreen } from '../hooks/use-grades-screen';
import { GradeScaleDialog } from './grade-scale-dialog';
import {
  ClassGradeList,
  GpaSummary,
  GradesActions,
  GradesTermSwitcher,
} from './grades-screen-parts';
import { TermsDialog } from './terms-dialog';

/** Grades on the desktop and the tablet: the term's classes, their standing and GPA. */
export function GradesPage() {
  const screen = useGradesScreen();
  return (
    <DesktopPage
      title="Grades"
      description="Where each class stands, and your GPA for the term and overall."
      actions={<GradesActions screen={screen} />}
    >
      <div className="flex flex-wrap items-center gap-3">
        <GradesTermSwitcher screen={screen} />
      </div>
      <GpaSummary screen={screen} />
      <ClassGradeList screen={screen} />
      <TermsDialog open={screen.termsOpen} onClose={() => screen.setTermsOpen(false)} />
      <GradeScaleDialog open={screen.scaleOpen} onClose={() => screen.setScaleOpen(false)} />
    </DesktopPage>
  );
}
