import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { useSchedule } from '../api/schedule';
import { scheduleKeys } from '../api/query-keys';
import {
  preloadScheduleSettingsDialog,
  ScheduleSettingsDialog,
} from '../public/schedule-settings-dialog';
import { Badge } from '@/components/ui/badge';
import { WaitingBadge } from '@/components/waiting-badge';
import { useIsDocumentPending } from '@/lib/outbox/pending';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { summarizeSchedule } from '../utils/schedule-summary';
import { RowSkeleton, SettingRow, SettingsSection } from '@/components/settings-section';

export function ScheduleSection() {
  const schedule = useSchedule();
  const now = useNow();
  const waiting = useIsDocumentPending(scheduleKeys.schedule);
  const [open, setOpen] = useState(false);
  const intent = {
    onPointerEnter: preloadScheduleSettingsDialog,
    onFocus: preloadScheduleSettingsDialog,
  };

  let body;
  if (schedule.data === undefined) {
    body = schedule.isError ? (
      <SettingRow title="Your schedule could not be loaded.">
        <Button variant="outline" onClick={() => void schedule.refetch()}>
          Try again
        </Button>
      </SettingRow>
    ) : (
      <div className="grid gap-2 py-4" role="status" aria-label="Loading schedule">
        <RowSkeleton className="h-5 w-48 rounded-lg" />
        <RowSkeleton className="h-8 rounded-lg" />
      </div>
    );
  } else if (schedule.data === null) {
    body = (
      <SettingRow
        title="No schedule yet"
        description="Set up a fixed weekly schedule or an A/B day rotation, and the dashboard shows today's classes."
      >
        <Button onClick={() => setOpen(true)} {...intent}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Create Schedule
        </Button>
      </SettingRow>
    );
  } else {
    const summary = summarizeSchedule(schedule.data, now);
    body = (
      <div className="grid gap-4 py-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{summary.kind}</Badge>
              <span className="text-sm font-medium">{summary.headline}</span>
              {waiting && <WaitingBadge />}
            </div>
            <p className="text-muted-foreground text-sm">{summary.today}</p>
            {summary.rule && <p className="text-muted-foreground text-sm">{summary.rule}</p>}
          </div>
          <Button variant="outline" onClick={() => setOpen(true)} {...intent}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Schedule
          </Button>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Periods per day">
          {summary.days.map((day) => (
            <li
              key={day.key}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 text-xs',
                day.count === 0 && 'text-muted-foreground border-dashed',
              )}
            >
              <span className="font-medium">{day.label}</span>
              <span className="text-muted-foreground tabular-nums">
                {day.count}
                <span className="sr-only"> {day.count === 1 ? 'period' : 'periods'}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <SettingsSection
      icon={CalendarClock}
      title="Class schedule"
      description="The periods of your school day, for the dashboard's Today's Schedule."
    >
      {body}
      <ScheduleSettingsDialog open={open} onOpenChange={setOpen} />
    </SettingsSection>
  );
}
