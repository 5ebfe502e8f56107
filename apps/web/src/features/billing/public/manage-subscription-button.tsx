import Settings2 from 'lucide-react/icons/settings-2';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useOpenPortal } from '../api/billing';
import { openPendingTab } from '../utils/browser-tab';
import { PendingButton } from '@/components/ui/pending-button';

/** Spec 8's two wordings: the full settings and the account-style page each have their own. */
export const PORTAL_ERRORS = {
  settings: 'Failed to open subscription management',
  account: 'Error: Failed to open customer portal. Please try again.',
} as const;

/**
 * Manage Subscription for a paid plan: the billing portal, in a new tab (spec 7). Disabled offline;
 * the page around it says why (NeedsConnection).
 */
export function ManageSubscriptionButton({
  errorMessage,
  className,
}: {
  errorMessage: string;
  className?: string;
}) {
  const portal = useOpenPortal();
  const online = useOnline();

  const open = () => {
    const tab = openPendingTab();
    portal.mutate(undefined, {
      onSuccess: ({ url }) => tab.go(url),
      onError: () => {
        tab.close();
        notify.error(errorMessage);
      },
    });
  };

  return (
    <PendingButton
      pending={portal.isPending}
      disabled={portal.isPending || !online}
      icon={Settings2}
      variant="outline"
      className={cn('min-h-11', className)}
      onClick={open}
    >
      Manage Subscription
    </PendingButton>
  );
}
