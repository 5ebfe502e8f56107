import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Copy from 'lucide-react/icons/copy';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rss from 'lucide-react/icons/rss';
import { useId } from 'react';
import { ConfirmActionDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { IconHeading } from '@/components/section-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useCalendarFeedCard, webcalUrl } from '../hooks/use-calendar-feed-card';

function ToggleRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * The private calendar feed: a URL any calendar app can subscribe to, free for everyone. Shown in
 * Settings on every device and below the calendar.
 */
export function CalendarFeedCard({ className }: { className?: string }) {
  const headingId = useId();
  const urlId = useId();
  const { feed, update, regenerate, copy } = useCalendarFeedCard();
  const data = feed.data;

  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      className={cn('min-w-0 p-5 sm:px-6', className)}
    >
      <IconHeading
        icon={Rss}
        id={headingId}
        title="Calendar feed"
        description="Subscribe to your assignments and events from Apple Calendar, Google Calendar, Outlook or Thunderbird. Anyone with this link can see them, so keep it to yourself."
      />

      {feed.isError && !data ? (
        <div className="mt-4">
          <LoadError
            tone="panel"
            message="Could not load your calendar feed."
            onRetry={() => void feed.refetch()}
          />
        </div>
      ) : !data ? (
        <div className="bg-muted mt-4 h-10 animate-pulse rounded-lg" />
      ) : (
        <>
          <label htmlFor={urlId} className="sr-only">
            Calendar feed URL
          </label>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Input
              id={urlId}
              readOnly
              value={data.url}
              mono
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={webcalUrl(data.url)} className={buttonVariants({ variant: 'outline' })}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Open in calendar app
            </a>
            <ConfirmActionDialog
              trigger={
                <Button variant="ghost" disabled={regenerate.isPending}>
                  {regenerate.isPending ? (
                    <Spinner />
                  ) : (
                    <RefreshCw aria-hidden="true" className="size-4" />
                  )}
                  Regenerate URL
                </Button>
              }
              title="Create a new feed URL?"
              description="The current URL stops working at once: calendars subscribed to it stop updating until you subscribe again with the new one."
              confirmLabel="Create new URL"
              onConfirm={() => regenerate.mutate()}
            />
          </div>
          <div className="mt-2 divide-y">
            <ToggleRow
              label="Include completed assignments"
              description="Shown with a ✓ before the title. Off: finished work leaves your calendar."
              checked={data.includeCompleted}
              disabled={update.isPending}
              onChange={(includeCompleted) => update.mutate({ includeCompleted })}
            />
            <ToggleRow
              label="Include class periods"
              description="Your class schedule for the next 4 weeks."
              checked={data.includeSchedule}
              disabled={update.isPending}
              onChange={(includeSchedule) => update.mutate({ includeSchedule })}
            />
          </div>
        </>
      )}
    </Card>
  );
}
