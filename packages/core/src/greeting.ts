export type TimeOfDayGreeting = 'Good morning' | 'Good afternoon' | 'Good evening';

export interface GreetingSubject {
  firstName?: string | null;
  displayName?: string | null;
  email?: string | null;
}

/** The hour (0-23) of `now` on the wall clock of `timeZone`, or of the runtime's own zone. */
export function localHour(now: Date, timeZone?: string): number {
  if (!timeZone) return now.getHours();
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(now)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour);
}

export function timeOfDayGreeting(hour: number): TimeOfDayGreeting {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** First name, else display name, else the e-mail's local part, else 'there'. */
export function greetingName(subject: GreetingSubject): string {
  const candidates = [subject.firstName, subject.displayName, subject.email?.split('@')[0]];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return 'there';
}

export function greeting(now: Date, subject: GreetingSubject, timeZone?: string): string {
  return `${timeOfDayGreeting(localHour(now, timeZone))}, ${greetingName(subject)}`;
}
