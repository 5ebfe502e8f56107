import type { FocusSession, SchoolClass } from '@assignd/schemas';

export interface FocusBar {
  /** The class's id, or 'none' for sessions tied to no class. */
  key: string;
  name: string;
  /** The class's colour; null for sessions without a class. */
  color: string | null;
  minutes: number;
}

/**
 * Minutes of focus per class, most first (then by name). Sessions without a class, or of a class
 * since deleted, add up under 'No class'.
 */
export function focusByClass(sessions: FocusSession[], classes: SchoolClass[]): FocusBar[] {
  const byId = new Map(classes.map((schoolClass) => [schoolClass.id, schoolClass]));
  const bars = new Map<string, FocusBar>();
  for (const session of sessions) {
    const schoolClass = session.classId ? byId.get(session.classId) : undefined;
    const key = schoolClass?.id ?? 'none';
    const bar = bars.get(key) ?? {
      key,
      name: schoolClass?.name ?? 'No class',
      color: schoolClass?.color ?? null,
      minutes: 0,
    };
    bars.set(key, { ...bar, minutes: bar.minutes + session.minutes });
  }
  return [...bars.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
}

/** '1h 05m' style focus time, in hours and minutes (spec 9). */
export function hoursAndMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours}h ${minutes}m`;
}
