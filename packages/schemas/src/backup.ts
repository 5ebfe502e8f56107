import { EVERY_WEEKDAY, FLASHCARD_STATES, toStoredClock } from '@assignd/core';
import { z } from 'zod';
import { instantSchema, readInstant } from './dates';
import { focusSessionRowSchema } from './focus';
import { JSON_DEPTH_MAX, jsonProblem, jsonTextProblem } from './json-guard';
import { text } from './text';
import {
  createAssignmentSchema,
  createClassSchema,
  createEventFieldsSchema,
  scheduleSchema,
  withEventTimes,
} from './planner';
import { createFlashcardSchema, createStudySetSchema } from './study';

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

/** Empty means none; anything else is read by the same strict reader as the routes use. */
function instant(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

/** A creation time only orders lists, so an unreadable one is dropped rather than refusing the file. */
function createdAtOf(source: Row): string | undefined {
  const value = field(source, 'createdAt', 'created_at');
  if (typeof value !== 'string') return undefined;
  const read = readInstant(value);
  return read.ok ? read.value : undefined;
}

/** The original product may hold '08:00:00' (a time column) or '8:00 AM'; ours holds '08:00'. */
function clock24(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return toStoredClock(text) ?? value;
}

const oldId = (source: Row) => (typeof source.id === 'string' ? source.id : null);
const oldClassId = (source: Row) => {
  const value = field(source, 'classId', 'class_id');
  return typeof value === 'string' && value ? value : null;
};
const restoredCreatedAt = instantSchema.optional();

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
    // Files from before times existed have none of these: their events come back all-day.
    endDate: instant(field(source, 'endDate', 'end_date')),
    allDay: field(source, 'allDay', 'all_day') ?? undefined,
    location: source.location,
  }),
  withEventTimes(createEventFieldsSchema.extend({ createdAt: restoredCreatedAt })),
);

const backupStudySet = fromRow(
  (source) => ({
    oldId: oldId(source),
    createdAt: createdAtOf(source),
    title: source.title,
    description: source.description,
    lastStudiedAt: instant(field(source, 'lastStudiedAt', 'last_studied_at')),
  }),
  createStudySetSchema.extend({
    oldId: z.string().nullable(),
    createdAt: restoredCreatedAt,
    lastStudiedAt: instantSchema.nullable(),
  }),
);

const count = z.number().int().min(0).max(1_000_000);
const measure = z.number().finite().min(0).max(1_000_000);

/** A card's spaced-repetition state as our export writes it; absent, the card comes back new. */
const cardScheduleSchema = z.object({
  due: instantSchema,
  stability: measure,
  difficulty: measure,
  elapsedDays: count,
  scheduledDays: count,
  learningSteps: count,
  reps: count,
  lapses: count,
  state: z.enum(FLASHCARD_STATES),
  lastReview: instantSchema.nullable(),
});

function scheduleOf(source: Row): unknown {
  if (source.due === undefined) return undefined;
  return {
    due: source.due,
    stability: source.stability,
    difficulty: source.difficulty,
    elapsedDays: source.elapsedDays,
    scheduledDays: source.scheduledDays,
    learningSteps: source.learningSteps,
    reps: source.reps,
    lapses: source.lapses,
    state: source.state,
    lastReview: instant(source.lastReview),
  };
}

const backupFlashcard = fromRow(
  (source) => {
    const setId = field(source, 'studySetId', 'study_set_id');
    return {
      oldStudySetId: typeof setId === 'string' && setId ? setId : null,
      createdAt: createdAtOf(source),
      front: source.front,
      back: source.back,
      schedule: scheduleOf(source),
    };
  },
  createFlashcardSchema.extend({
    oldStudySetId: z.string().nullable(),
    createdAt: restoredCreatedAt,
    schedule: cardScheduleSchema.optional(),
  }),
);

const backupFocusSession = fromRow(
  (source) => ({
    createdAt: createdAtOf(source),
    startedAt: field(source, 'startedAt', 'started_at'),
    endedAt: field(source, 'endedAt', 'ended_at'),
    minutes: source.minutes,
  }),
  focusSessionRowSchema,
);

// A full rotating schedule is ~3,000 values and well under 100,000 characters of JSON.
const SCHEDULE_TEXT_MAX = 256 * 1024;
const SCHEDULE_TOKENS_MAX = 10_000;

/**
 * The original product rotated over every day, weekends included; its schedules keep doing so
 * (until the student picks school days) so that no day's letter shifts on restore, or when one
 * kept in the browser moves to the account.
 */
export function countingEveryDay(schedule: unknown): unknown {
  if (schedule === null || typeof schedule !== 'object' || Array.isArray(schedule)) return schedule;
  const source = schedule as Row;
  return source.type === 'rotating' && source.schoolWeekdays === undefined
    ? { ...source, schoolWeekdays: [...EVERY_WEEKDAY] }
    : schedule;
}

/**
 * Our own export holds the schedule itself; the original product's holds its row, with
 * schedule_data as JSON text. That text is JSON of its own, so it gets a request body's checks.
 */
const backupSchedule = z.preprocess((value, ctx) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Row;
  const key = source.scheduleData !== undefined ? 'scheduleData' : 'schedule_data';
  const stored = source[key];
  if (stored === undefined) return source;
  if (typeof stored !== 'string') return countingEveryDay(stored);
  // Checked before JSON.parse, which would hold the event loop on megabytes of dense text.
  const costly =
    stored.length > SCHEDULE_TEXT_MAX
      ? `Must be at most ${SCHEDULE_TEXT_MAX} characters`
      : jsonTextProblem(stored, { maxDepth: JSON_DEPTH_MAX, maxTokens: SCHEDULE_TOKENS_MAX })
          ?.message;
  if (costly) {
    ctx.addIssue({ code: 'custom', path: [key], message: costly });
    return stored;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return stored;
  }
  const problem = jsonProblem(parsed, [key]);
  if (problem) ctx.addIssue({ code: 'custom', path: [...problem.path], message: problem.message });
  return countingEveryDay(parsed);
}, scheduleSchema);

/** Spec-free bound: years of a student's planner hold far fewer rows than this. */
export const RESTORE_ROWS_MAX = 5000;
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row).max(RESTORE_ROWS_MAX, `At most ${RESTORE_ROWS_MAX} rows`);

/** How a row of each table is read; the server reads a large file's rows a few at a time. */
export const backupRowSchemas = {
  assignments: backupAssignment,
  classes: backupClass,
  schedule: backupSchedule,
  events: backupEvent,
  studySets: backupStudySet,
  flashcards: backupFlashcard,
  focusSessions: backupFocusSession,
};

function backupFile<
  A extends z.ZodType,
  C extends z.ZodType,
  S extends z.ZodType,
  E extends z.ZodType,
  T extends z.ZodType,
  F extends z.ZodType,
  P extends z.ZodType,
>(row: {
  assignments: A;
  classes: C;
  schedule: S;
  events: E;
  studySets: T;
  flashcards: F;
  focusSessions: P;
}) {
  return z
    .object({
      assignments: rows(row.assignments).optional(),
      classes: rows(row.classes).optional(),
      schedule: z.array(row.schedule).max(1, 'A backup holds at most one schedule').optional(),
      events: rows(row.events).optional(),
      // Files from before flashcards, and the original product's, have neither.
      studySets: rows(row.studySets).optional(),
      flashcards: rows(row.flashcards).optional(),
      // Nor from before the focus timer.
      focusSessions: rows(row.focusSessions).optional(),
      exportDate: text(64).optional(),
      version: text(64).optional(),
    })
    .refine(
      (file) =>
        file.assignments !== undefined || file.classes !== undefined || file.schedule !== undefined,
      { message: 'Invalid backup file format' },
    );
}

export const backupFileSchema = backupFile(backupRowSchemas);
/** The file with its rows left unread: every check of backupFileSchema except the rows' own. */
export const backupOutlineSchema = backupFile({
  assignments: z.unknown(),
  classes: z.unknown(),
  schedule: z.unknown(),
  events: z.unknown(),
  studySets: z.unknown(),
  flashcards: z.unknown(),
  focusSessions: z.unknown(),
});
export type BackupContents = z.output<typeof backupFileSchema>;
export type BackupAssignment = NonNullable<BackupContents['assignments']>[number];
export type BackupClass = NonNullable<BackupContents['classes']>[number];
export type BackupEvent = NonNullable<BackupContents['events']>[number];
export type BackupStudySet = NonNullable<BackupContents['studySets']>[number];
export type BackupFlashcard = NonNullable<BackupContents['flashcards']>[number];
export type BackupFocusSession = NonNullable<BackupContents['focusSessions']>[number];
