import WifiOff from 'lucide-react/icons/wifi-off';
import type { ReactNode } from 'react';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';

/**
 * Said where the student starts something only the server can do (billing, the AI tools, Google
 * Calendar, account changes, signing in), whose button is disabled while offline: planner changes
 * wait on the device, these cannot. Nothing at all online, so the page does not move.
 */
export function NeedsConnection({
  children,
  className,
}: {
  /** What cannot be done, e.g. "You're offline. Account changes need a connection." */
  children: ReactNode;
  className?: string;
}) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className={cn('text-muted-foreground flex items-center gap-1.5 text-sm', className)}>
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
