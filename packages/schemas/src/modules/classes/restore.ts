import { toStoredClock } from '@assignd/core';
import { z } from 'zod';
import {
  createdAtOf,
  field,
  fromRow,
  moduleRestore,
  oldId,
  oldLink,
  restoredCreatedAt,
} from '../../backup-rows';
import { createClassSchema } from '../../planner';

/** The original product may hold '08:00:00' (a time column) or '8:00 AM'; ours holds '08:00'. */
function clock24(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return toStoredClock(text) ?? value;
}

export const classesRestore = moduleRestore({
  classes: {
    row: fromRow(
      (source) => ({
        oldId: oldId(source),
        createdAt: createdAtOf(source),
        name: source.name,
        color: source.color ?? undefined,
        icon: source.icon ?? undefined,
        room: source.room,
        teacher: source.teacher,
        startTime: clock24(field(source, 'startTime', 'start_time')),
        endTime: clock24(field(source, 'endTime', 'end_time')),
        daysOfWeek: field(source, 'daysOfWeek', 'days_of_week'),
        oldTermId: oldLink(source, 'termId', 'term_id'),
        credits: source.credits ?? undefined,
        level: source.level ?? undefined,
      }),
      createClassSchema.omit({ termId: true }).extend({
        oldId: z.string().nullable(),
        oldTermId: z.string().nullable(),
        createdAt: restoredCreatedAt,
      }),
    ),
    identifies: true,
  },
});
