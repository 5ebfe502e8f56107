import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/** A button whose action runs on the server: its icon turns into a spinner, and it waits. */
export function PendingButton({
  pending,
  icon: Icon,
  children,
  ...props
}: ButtonProps & { pending: boolean; icon: LucideIcon }) {
  return (
    <Button disabled={pending} {...props}>
      {pending ? <Spinner /> : <Icon aria-hidden="true" className="size-4" />}
      {children}
    </Button>
  );
}
