import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';

/**
 * Shown instead of a lazily loaded part whose code failed to download: calls `onClose` once, so the
 * screen goes back to how it was before the part was asked for.
 */
export function CloseOnFailure({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose]);
  return null;
}

interface Props {
  open: boolean;
  /** Must be stable (useCallback): a failed download calls it once to close. */
  onClose: () => void;
  /** The lazily loaded dialog, which opens and closes itself by `open`. */
  children: ReactNode;
}

/**
 * Hosts a dialog whose code loads on its first opening rather than with the page. Nothing renders
 * until then; afterwards the dialog stays mounted so later openings are instant (and it can play
 * its closing animation). Each opening retries a download that failed.
 */
export function LazyDialog({ open, onClose, children }: Props) {
  // Counts openings: the first one mounts the dialog, and each one retries a failed download.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  if (openings === 0) return null;
  return (
    <ErrorBoundary
      resetKey={String(openings)}
      fallback={() => <CloseOnFailure onClose={onClose} />}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
