import { useLocation, useParams } from 'react-router';
import { useAppPath } from '@/hooks/use-app-path';
import { routeMode } from '@/lib/device-mode';
import { useStudySetScreen } from '../hooks/use-study-set-screen';
import { ProGate } from '@/features/billing/public/pro-gate';
import { MissingSet, StudySetBody, StudySetDialogs, StudySetHeader } from './study-set-parts';

/** An opened study set on the desktop and the tablet: its cards, or a study run. */
export function StudySetPage() {
  return (
    <div className="@container mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <ProGate
        feature="flashcards"
        header={<h1 className="text-2xl font-bold tracking-tight">Flashcards</h1>}
      >
        <OpenedSet />
      </ProGate>
    </div>
  );
}

function OpenedSet() {
  const setId = useParams().setId ?? '';
  const screen = useStudySetScreen(setId);
  const backTo = useAppPath()('/flashcards');
  const touch = routeMode(useLocation().pathname) !== 'desktop';
  return (
    <>
      <title>{`${screen.set?.title ?? 'Flashcards'} - Assignd`}</title>
      {screen.missing ? (
        <MissingSet backTo={backTo} touch={touch} />
      ) : (
        <>
          {screen.mode === 'cards' && (
            <StudySetHeader screen={screen} backTo={backTo} touch={touch} />
          )}
          <StudySetBody screen={screen} touch={touch} />
          <StudySetDialogs screen={screen} setId={setId} />
        </>
      )}
    </>
  );
}
