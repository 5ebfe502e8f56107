import { useParams } from 'react-router';
import { useStudySetScreen } from '../hooks/use-study-set-screen';
import { ProGate } from '@/features/billing/public/pro-gate';
import { MissingSet, StudySetBody, StudySetDialogs, StudySetHeader } from './study-set-parts';

const BACK_TO = '/mobile/flashcards';

/** An opened study set on the phone: its cards, or a study run, in one column. */
export function PhoneStudySetPage() {
  return (
    <div className="grid gap-4 p-4">
      <ProGate
        feature="flashcards"
        header={<h1 className="text-2xl font-bold tracking-tight">Flashcards</h1>}
      >
        <PhoneOpenedSet />
      </ProGate>
    </div>
  );
}

function PhoneOpenedSet() {
  const setId = useParams().setId ?? '';
  const screen = useStudySetScreen(setId);
  return (
    <>
      <title>{`${screen.set?.title ?? 'Flashcards'} - Assignd`}</title>
      {screen.missing ? (
        <MissingSet backTo={BACK_TO} touch />
      ) : (
        <>
          {screen.mode === 'cards' && <StudySetHeader screen={screen} backTo={BACK_TO} touch />}
          <StudySetBody screen={screen} touch />
          <StudySetDialogs screen={screen} setId={setId} />
        </>
      )}
    </>
  );
}
