import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { preloadIntent } from '@/lib/preload-intent';
import { preloadAssignmentDialog } from './assignment-dialog';

type Props = Omit<ComponentProps<typeof Button>, 'onClick'> & {
  onClick: () => void;
  /** Phone and tablet: start loading on touch-down rather than hover. */
  touch?: boolean;
};

/** Opens the New Assignment dialog, whose code starts loading as soon as the student reaches for it. */
export function AddAssignmentButton({ onClick, touch = false, children, ...props }: Props) {
  return (
    <Button {...props} onClick={onClick} {...preloadIntent(preloadAssignmentDialog, touch)}>
      {children}
    </Button>
  );
}
