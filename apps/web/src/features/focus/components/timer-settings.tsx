import type { BreakMinutes, WorkMinutes } from '@assignd/core';
import Bell from 'lucide-react/icons/bell';
import BellOff from 'lucide-react/icons/bell-off';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { PomodoroScreen } from '../hooks/use-pomodoro-page';

const NONE = '';

/** The lengths, the assignment the work session counts for, and the notification switch. */
export function TimerSettings({ screen }: { screen: PomodoroScreen }) {
  const { permission, request } = screen.notifications;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Session settings</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Work duration">
            {(control) => (
              <Select
                {...control}
                value={screen.workMinutes}
                onChange={(event) =>
                  screen.setWorkMinutes(Number(event.target.value) as WorkMinutes)
                }
              >
                {screen.workOptions.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Break duration">
            {(control) => (
              <Select
                {...control}
                value={screen.breakMinutes}
                onChange={(event) =>
                  screen.setBreakMinutes(Number(event.target.value) as BreakMinutes)
                }
              >
                {screen.breakOptions.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label="Working on">
          {(control) => (
            <Select
              {...control}
              value={screen.assignmentId ?? NONE}
              onChange={(event) => screen.setAssignment(event.target.value || null)}
            >
              <option value={NONE}>No assignment</option>
              {screen.assignmentOptions.map((assignment) => (
                <option key={assignment.id} value={assignment.id}>
                  {assignment.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <p className="text-muted-foreground text-xs">
          Every 4th work session ends in a 15-minute long break.
        </p>
        {permission === 'default' && (
          <Button variant="outline" onClick={request} className="justify-self-start">
            <Bell aria-hidden="true" className="size-4" />
            Notify me
          </Button>
        )}
        {permission === 'granted' && (
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <Bell aria-hidden="true" className="size-4" />
            You will get a notification when a session ends.
          </p>
        )}
        {permission === 'denied' && (
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <BellOff aria-hidden="true" className="size-4" />
            Notifications are blocked in this browser's site settings.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
