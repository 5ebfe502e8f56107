import type { GoogleCalendarStatus } from '@assignd/schemas';
import { format } from 'date-fns';
import CalendarSync from 'lucide-react/icons/calendar-sync';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId, type ReactNode } from 'react';
import { ConfirmActionDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { usePublicConfig } from '@/features/auth/api/use-public-config';
import { ProGate } from '@/features/billing/public/pro-gate';
import { cn } from '@/lib/cn';
import { useDisconnectGoogleCalendar, useGoogleCalendarStatus } from '../api/google-calendar';
import { useGoogleCalendarCard } from '../hooks/use-google-calendar-card';
import { IconTile } from '@/components/ui/icon-tile';

type Card = ReturnType<typeof useGoogleCalendarCard>;

/** Under the card's text while offline, when its buttons are disabled. */
const OFFLINE = "You're offline. Connecting Google Calendar needs a connection.";

const lastSyncText = (lastSync: string | null) =>
  lastSync ? `Last synced ${format(new Date(lastSync), 'MMM d, h:mm a')}` : 'Not synced yet';

function DisconnectButton({ card }: { card: Card }) {
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="ghost" disabled={card.disconnecting || !card.online}>
          {card.disconnecting && <Spinner />}
          Disconnect
        </Button>
      }
      title="Disconnect Google Calendar?"
      description="Assignd deletes the Assignd calendar it made in your Google account and gives up its access. Your assignments and events here stay as they are."
      confirmLabel="Disconnect"
      onConfirm={card.disconnect}
    />
  );
}

function ConnectButton({ card, label }: { card: Card; label: string }) {
  return (
    <Button onClick={card.connect} disabled={card.connecting || !card.online}>
      {card.connecting && <Spinner />}
      {label}
    </Button>
  );
}

/** What the card says and offers in each state of spec 4, for a Pro student. */
function stateOf(
  card: Card,
  status: GoogleCalendarStatus,
): { text: ReactNode; actions: ReactNode } {
  if (!status.configured) {
    return {
      text: "Google Calendar sync is not set up on this server. The server's admin can enable it.",
      actions: null,
    };
  }
  if (status.connected && status.needsReconnect) {
    return {
      text: (
        <span className="text-destructive flex items-start gap-1.5">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Google Calendar needs reconnection: its access was revoked or has expired, so nothing is
          being synced.
        </span>
      ),
      actions: (
        <>
          <ConnectButton card={card} label="Reconnect Google Calendar" />
          <DisconnectButton card={card} />
        </>
      ),
    };
  }
  if (status.connected) {
    return {
      text: (
        <>
          Your assignments and events go to a calendar named Assignd in your Google account; your
          own calendars are never touched. {lastSyncText(status.lastSync)}.
        </>
      ),
      actions: (
        <>
          <Button variant="outline" onClick={card.sync} disabled={card.syncing || !card.online}>
            {card.syncing ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
            Sync now
          </Button>
          <DisconnectButton card={card} />
        </>
      ),
    };
  }
  return {
    text: 'Send your assignments and events to a calendar of their own in Google Calendar, kept up to date as you plan.',
    actions: <ConnectButton card={card} label="Connect Google Calendar" />,
  };
}

function GoogleCalendarConnection({ className }: { className?: string }) {
  const headingId = useId();
  const card = useGoogleCalendarCard();
  const status = card.status.data;
  const state = status ? stateOf(card, status) : null;
  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      className={cn('flex min-w-0 flex-col gap-4 p-5 @lg:flex-row @lg:items-center', className)}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <IconTile className="size-11 shrink-0 rounded-xl">
          <CalendarSync className="size-5" />
        </IconTile>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-semibold">
              Google Calendar
            </h2>
            {status?.connected && !status.needsReconnect && <Badge>Connected</Badge>}
          </div>
          {card.status.isError && !status ? (
            <div className="mt-2">
              <LoadError
                tone="panel"
                message="Could not load your Google Calendar connection."
                onRetry={() => void card.status.refetch()}
              />
            </div>
          ) : state ? (
            <>
              <p className="text-muted-foreground mt-1 text-sm">{state.text}</p>
              {state.actions && <NeedsConnection className="mt-2">{OFFLINE}</NeedsConnection>}
            </>
          ) : (
            <div className="bg-muted mt-2 h-5 w-2/3 animate-pulse rounded" />
          )}
        </div>
      </div>
      {state?.actions && (
        <div className="flex flex-wrap gap-2 self-start @lg:self-center">{state.actions}</div>
      )}
    </Card>
  );
}

/**
 * A plan that ended leaves the connection in place (syncing stops): the student can still end it
 * from here, without Pro.
 */
function LapsedConnection() {
  const status = useGoogleCalendarStatus();
  const disconnect = useDisconnectGoogleCalendar();
  const online = useOnline();
  if (!status.data?.connected) return null;
  return (
    <Card className="mx-auto mb-4 flex w-full max-w-xl flex-wrap items-center justify-between gap-3 p-4 text-sm">
      <div className="min-w-0 flex-1">
        <p className="text-muted-foreground">
          Google Calendar is still connected, but syncing needs Pro.
        </p>
        <NeedsConnection className="mt-1">{OFFLINE}</NeedsConnection>
      </div>
      <Button
        variant="outline"
        onClick={() => disconnect.mutate()}
        disabled={disconnect.isPending || !online}
      >
        {disconnect.isPending && <Spinner />}
        Disconnect Google Calendar
      </Button>
    </Card>
  );
}

/**
 * Google Calendar sync (spec 2, 4): below the calendar and in Settings on every device. Free
 * students see the Pro gate card; Pro students connect, sync and disconnect. On a server without
 * a Google client there is nothing to sell or connect: no card (the README tells the admin).
 */
export function GoogleCalendarCard({ className }: { className?: string }) {
  const { data: config } = usePublicConfig();
  if (config?.googleCalendarSync === false) return null;
  return (
    <div className={cn('min-w-0', className)}>
      <ProGate feature="calendarSync" header={<LapsedConnection />}>
        <GoogleCalendarConnection />
      </ProGate>
    </div>
  );
}
