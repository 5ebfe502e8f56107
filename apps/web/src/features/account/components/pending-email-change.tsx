import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/format-date';
import { accountKeys } from '../api/query-keys';
import {
  useCancelEmailChange,
  usePendingEmailChange,
  useResendEmailChange,
} from '../api/email-change';

/** Asks the server again once the link has run out, so the line goes when the change does. */
function useForgetAt(expiresAt: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(0, Date.parse(expiresAt) - Date.now()) + 1_000;
    // A link lasts an hour; a longer wait would only mean a clock far off, and the timer's limit.
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: accountKeys.pendingEmailChange }),
      Math.min(wait, 2 * 60 * 60_000),
    );
    return () => clearTimeout(timer);
  }, [client, expiresAt]);
}

/**
 * Under the e-mail in Settings: the new address waiting for its link to be opened, with Resend
 * and Cancel. Nothing while no change is waiting (or while that is not known yet).
 */
export function PendingEmailChange() {
  const { data } = usePendingEmailChange();
  const pending = data?.pending ?? null;
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  useForgetAt(pending?.expiresAt);
  if (!pending) return null;
  const busy = resend.isPending || cancel.isPending;
  return (
    <div className="mt-2 space-y-1">
      <p>
        Waiting for confirmation:{' '}
        <span className="text-foreground font-medium wrap-anywhere">{pending.newEmail}</span>
      </p>
      <p className="text-xs">
        The link works until {formatTime(new Date(pending.expiresAt))}. Your e-mail changes once you
        open it.
      </p>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => resend.mutate(pending.newEmail)}
        >
          Resend link
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => cancel.mutate()}>
          Cancel change
        </Button>
      </div>
    </div>
  );
}
