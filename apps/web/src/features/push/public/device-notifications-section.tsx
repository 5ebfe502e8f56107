import BellOff from 'lucide-react/icons/bell-off';
import BellRing from 'lucide-react/icons/bell-ring';
import Smartphone from 'lucide-react/icons/smartphone';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatAddedDate } from '../utils/added-date';
import { useDeviceNotifications } from '../hooks/use-device-notifications';

const PERMISSION_TEXT = {
  granted: 'Allowed',
  denied: 'Blocked',
  default: 'Not asked yet',
  unsupported: 'Not available',
} as const;

const EXPLANATIONS = {
  unsupported:
    "This browser can't show notifications from Assignd. Try a current Chrome, Edge, Firefox or Safari; on an iPhone or iPad, add Assignd to the Home Screen first and open it from there.",
  insecure:
    'Notifications need a secure (https://) address. Ask whoever runs this server to set one up.',
  denied:
    "Notifications are blocked for Assignd in this browser. Allow them in the browser's site settings (the icon beside the address), then come back here.",
} as const;

/**
 * Settings' 'This device' part (every layout, after the reminders): whether this browser may show
 * notifications, a button to turn them on, and the student's devices with a way to remove each.
 */
export function DeviceNotificationsSection({ nested = false }: { nested?: boolean }) {
  const state = useDeviceNotifications();
  const listHeadingId = useId();
  const { unsupported, permission, thisDevice, devices } = state;
  const explanation = unsupported
    ? EXPLANATIONS[unsupported]
    : permission === 'denied'
      ? EXPLANATIONS.denied
      : null;

  return (
    <SectionCard
      icon={BellRing}
      title="This device"
      description="Reminders as notifications on this browser, and the devices that get them."
      nested={nested}
    >
      <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <p className="text-sm font-medium">Notifications on this device</p>
          <p className="text-muted-foreground mt-0.5 text-sm">
            Permission: <span className="text-foreground">{PERMISSION_TEXT[permission]}</span>
            {thisDevice && ' · on for this device'}
          </p>
        </div>
        {!explanation && !thisDevice && (
          <Button onClick={state.enable} disabled={state.enabling} className="shrink-0">
            {state.enabling ? <Spinner /> : <BellRing aria-hidden="true" className="size-4" />}
            Enable notifications on this device
          </Button>
        )}
      </div>
      {explanation && (
        <p role="note" className="text-muted-foreground flex gap-2 py-4 text-sm">
          <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{explanation}</span>
        </p>
      )}
      <div className="py-4">
        <p className="text-sm font-medium" id={listHeadingId}>
          Devices that get notifications
        </p>
        {devices.isError && !devices.data ? (
          <div className="mt-3">
            <LoadError
              tone="panel"
              message="Your devices could not be loaded."
              onRetry={() => void devices.refetch()}
            />
          </div>
        ) : devices.isPending ? (
          <div className="bg-muted mt-3 h-10 animate-pulse rounded-lg" />
        ) : devices.data.length === 0 ? (
          <p className="text-muted-foreground mt-1 text-sm">None yet.</p>
        ) : (
          <ul aria-labelledby={listHeadingId} className="mt-2 divide-y">
            {devices.data.map((device) => (
              <li key={device.id} className="flex items-center gap-3 py-2">
                <Smartphone aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="truncate">{device.label}</span>
                    {state.isThisDevice(device) && <Badge variant="secondary">This device</Badge>}
                  </p>
                  <p className="text-muted-foreground text-xs">
                    Added {formatAddedDate(device.createdAt)}
                  </p>
                </div>
                <Button
                  variant="destructive-ghost"
                  size="icon"
                  aria-label={`Remove ${device.label}${state.isThisDevice(device) ? ' (this device)' : ''}`}
                  disabled={state.removingId === device.id}
                  onClick={() => state.removeDevice(device)}
                >
                  {state.removingId === device.id ? (
                    <Spinner />
                  ) : (
                    <Trash2 aria-hidden="true" className="size-4" />
                  )}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
