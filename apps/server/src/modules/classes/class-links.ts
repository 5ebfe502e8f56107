import type { Period, Schedule } from '@assignd/core';
import { HttpError } from '../../lib/http';
import type { ClassRepository } from './class-repository';

/** A class id in a request and the field it came from, to name that field if it is refused. */
export interface ClassReference {
  classId: string;
  field: string;
}

/**
 * Refuses class ids that are not the user's own classes, naming the first such field. The
 * classes that pass stay locked until the transaction ends, so the write that follows points at
 * a class that still exists.
 */
export async function requireOwnClasses(
  classes: ClassRepository,
  userId: string,
  references: readonly ClassReference[],
): Promise<void> {
  const owned = await classes.lockOwned(
    userId,
    references.map((reference) => reference.classId),
  );
  const stranger = references.find((reference) => !owned.has(reference.classId));
  if (stranger) {
    throw new HttpError(400, `${stranger.field}: Expected one of your classes`, stranger.field);
  }
}

/** Every period that names a class, with the path of its classId field in the schedule body. */
export function scheduleClassReferences(schedule: Schedule): ClassReference[] {
  const references: ClassReference[] = [];
  for (const [day, periods] of Object.entries(schedule.days)) {
    periods.forEach((period, index) => {
      if (period.classId) {
        references.push({ classId: period.classId, field: `days.${day}.${index}.classId` });
      }
    });
  }
  return references;
}

/** A copy of the schedule with each period's class replaced by relink's answer (null unlinks). */
export function relinkSchedule(
  schedule: Schedule,
  relink: (classId: string) => string | null,
): { schedule: Schedule; changed: boolean } {
  const copy = structuredClone(schedule);
  let changed = false;
  for (const periods of Object.values(copy.days)) {
    for (const period of periods) {
      if (!period.classId) continue;
      const linked = relink(period.classId);
      if (linked !== period.classId) {
        period.classId = linked;
        changed = true;
      }
    }
  }
  return { schedule: copy, changed };
}

/** A schedule period by its day key and its id, which is unique within that day. */
export interface PeriodKey {
  day: string;
  id: string;
}

/** The periods that name the class. */
export function periodsOf(schedule: Schedule, classId: string): PeriodKey[] {
  return Object.entries(schedule.days).flatMap(([day, periods]) =>
    periods
      .filter((period) => period.classId === classId)
      .map((period) => ({ day, id: period.id })),
  );
}

/**
 * A copy of the schedule with these periods naming the class again (undo of its delete), those
 * the student has since given another class left as they are.
 */
export function relinkPeriods(
  schedule: Schedule,
  keys: readonly PeriodKey[],
  classId: string,
): { schedule: Schedule; changed: boolean } {
  const copy = structuredClone(schedule);
  const days: Partial<Record<string, Period[]>> = copy.days;
  let changed = false;
  for (const key of keys) {
    const period = days[key.day]?.find((candidate) => candidate.id === key.id);
    if (period && !period.classId) {
      period.classId = classId;
      changed = true;
    }
  }
  return { schedule: copy, changed };
}
