import { to24Hour } from '@assignd/core';
import { z } from 'zod';
import {
  createAssignmentSchema,
  createClassSchema,
  createEventSchema,
  scheduleSchema,
} from './planner';

/*
 * Restore reads our own export (camelCase fields) and files written by the original product
 * (rows as stored: snake_case columns, schedule_data as JSON text). Rows are normalised to our
 * create schemas; the ids they carried are kept aside only to re-link assignments to classes,
 * and their creation time is kept so lists come back in the order the student knew.
 */

type Row = Record<string, unknown>;

/** Normalises an object row before validation; anything else is left for the schema to refuse. */
const fromRow = <T extends z.ZodType>(normalise: (source: Row) => unknown, schema: T) =>
  z.preprocess(
    (value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? normalise(value as Row)
        : value,
    schema,
  );

function field(source: Row, camel: string, snake: string): unknown {
  return source[camel] !== undefined ? source[camel] : source[snake];
}

/** Any date text a browser can read becomes an ISO instant; empty means none. */
function instant(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return value;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}

/** A creation time only orders lists, so an unreadable one is dropped rather than refusing the file. */
function createdAtOf(source: Row): string | undefined {
  const value = instant(field(source, 'createdAt', 'created_at'));
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The original product may hold '08:00:00' (a time column) or '8:00 AM'; ours holds '08:00'. */
function clock24(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  const twelveHour = to24Hour(text);
  if (twelveHour) return twelveHour;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text);
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}` : value;
}

const oldId = (source: Row) => (typeof source.id === 'string' ? source.id : null);
const oldClassId = (source: Row) => {
  const value = field(source, 'classId', 'class_id');
  return typeof value === 'string' && value ? value : null;
};
const restoredCreatedAt = z.string().optional();

const backupAssignment = fromRow(
  (source) => ({
    oldClassId: oldClassId(source),
    createdAt: createdAtOf(source),
    title: source.title,
    description: source.description,
    dueDate: instant(field(source, 'dueDate', 'due_date')),
    category: source.category ?? undefined,
    completed: source.completed ?? false,
    notes: source.notes,
  }),
  createAssignmentSchema
    .omit({ classId: true })
    .extend({ oldClassId: z.string().nullable(), createdAt: restoredCreatedAt }),
);

const backupClass = fromRow(
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
  }),
  createClassSchema.extend({ oldId: z.string().nullable(), createdAt: restoredCreatedAt }),
);

const backupEvent = fromRow(
  (source) => ({
    createdAt: createdAtOf(source),
    title: source.title,
    description: source.description,
    eventDate: instant(field(source, 'eventDate', 'event_date')),
  }),
  createEventSchema.extend({ createdAt: restoredCreatedAt }),
);

const backupSchedule = fromRow((source) => {
  const stored = field(source, 'scheduleData', 'schedule_data');
  if (stored === undefined) return source;
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}, scheduleSchema);

export const backupFileSchema = z
  .object({
    assignments: z.array(backupAssignment).optional(),
    classes: z.array(backupClass).optional(),
    schedule: z.array(backupSchedule).max(1, 'A backup holds at most one schedule').optional(),
    events: z.array(backupEvent).optional(),
    exportDate: z.string().optional(),
    version: z.string().optional(),
  })
  .refine(
    (file) =>
      file.assignments !== undefined || file.classes !== undefined || file.schedule !== undefined,
    { message: 'Invalid backup file format' },
  );
export type BackupContents = z.output<typeof backupFileSchema>;
export type BackupAssignment = NonNullable<BackupContents['assignments']>[number];
export type BackupClass = NonNullable<BackupContents['classes']>[number];
export type BackupEvent = NonNullable<BackupContents['events']>[number];

/** What a restore added; a schedule counts when it replaced a different one (or none). */
export interface RestoreSummary {
  assignments: number;
  classes: number;
  events: number;
  schedule: boolean;
}
