import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { SignOutQuestion } from '@/hooks/use-sign-out';

// Only a sign-out with changes still waiting asks; the question loads then.
const Dialog = lazyWithPreload(
  () => import('./sign-out-confirm-dialog'),
  (module) => module.SignOutConfirmDialog,
);

/** Where a Sign Out button's question appears (useSignOut's `question`). */
export function SignOutConfirm({ question }: { question: SignOutQuestion }) {
  return (
    <LazyDialog open={question.count !== null} onClose={question.onClose}>
      <Dialog {...question} />
    </LazyDialog>
  );
}
