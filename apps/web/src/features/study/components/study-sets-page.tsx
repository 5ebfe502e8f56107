import { useLocation } from 'react-router';
import { DesktopPage } from '@/components/ui/desktop-page';
import { PageHeader } from '@/components/ui/page-header';
import { useAppPath } from '@/hooks/use-app-path';
import { useNow } from '@/hooks/use-now';
import { routeMode } from '@/lib/device-mode';
import { useStudySetsScreen } from '../hooks/use-study-sets-screen';
import { ProGate } from '@/features/billing/public/pro-gate';
import { StudySetCard } from './study-set-card';
import { NewStudySetButton, StudySetsDialogs, StudySetsList } from './study-sets-parts';

const DESCRIPTION = 'Study sets of question and answer cards, reviewed when each card is due.';

/** Flashcards on the desktop and the tablet: the study sets as a grid of cards. */
export function StudySetsPage() {
  const touch = routeMode(useLocation().pathname) !== 'desktop';
  return (
    <DesktopPage title="Flashcards">
      <ProGate
        feature="flashcards"
        header={<PageHeader title="Flashcards" description={DESCRIPTION} touch={touch} />}
      >
        <StudySets touch={touch} />
      </ProGate>
    </DesktopPage>
  );
}

function StudySets({ touch }: { touch: boolean }) {
  const screen = useStudySetsScreen();
  const appPath = useAppPath();
  const now = useNow();
  return (
    <>
      <PageHeader title="Flashcards" description={DESCRIPTION} touch={touch}>
        <NewStudySetButton screen={screen} />
      </PageHeader>
      <StudySetsList
        screen={screen}
        touch={touch}
        listClassName="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3"
        skeletonClassName="h-40 rounded-2xl"
        renderSet={(set) => (
          <li key={set.id} className="min-w-0">
            <StudySetCard
              set={set}
              to={`${appPath('/flashcards')}/${encodeURIComponent(set.id)}`}
              now={now}
              onRename={screen.openRename}
              onDelete={screen.askDelete}
              deleting={screen.isDeleting(set.id)}
            />
          </li>
        )}
      />
      <StudySetsDialogs screen={screen} />
    </>
  );
}
