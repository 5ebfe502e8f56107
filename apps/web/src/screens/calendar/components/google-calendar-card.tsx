import CalendarSync from 'lucide-react/icons/calendar-sync';
import Crown from 'lucide-react/icons/crown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UpgradeButton } from '@/features/billing/public/upgrade-link';
import { useProAccess } from '@/features/billing/public/use-pro-access';
import { cn } from '@/lib/cn';

/**
 * Google Calendar sync. Free users see what it does and that it is a Pro feature, with the way
 * to upgrade. The connection itself (spec 4: connect, connected,
 * disconnect) needs a server side that does not exist yet, so Pro users see it as coming.
 */
export function GoogleCalendarCard({ className }: { className?: string }) {
  const { isPro, sellsPro } = useProAccess();
  return (
    <Card
      aria-labelledby="google-calendar-title"
      role="region"
      className={cn('flex flex-col gap-4 p-5 @lg:flex-row @lg:items-center', className)}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-11 shrink-0 items-center justify-center rounded-xl"
        >
          <CalendarSync className="size-5" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="google-calendar-title" className="font-semibold">
              Google Calendar
            </h2>
            {sellsPro && (
              <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">
                <Crown aria-hidden="true" className="size-3" />
                Pro
              </Badge>
            )}
          </div>
          <p className="text-muted-foreground mt-1 text-sm">
            {isPro
              ? 'Sending your assignments and exams to Google Calendar is coming soon.'
              : 'Calendar sync is a Pro feature. Upgrade to send your assignments and exams to Google Calendar and keep them in step automatically.'}
          </p>
        </div>
      </div>
      {isPro ? (
        <Button variant="outline" disabled className="self-start @lg:self-center">
          Connect Google Calendar
        </Button>
      ) : (
        <UpgradeButton className="self-start @lg:self-center" />
      )}
    </Card>
  );
}
