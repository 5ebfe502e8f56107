import { DIGEST_TIME_DEFAULT, EVENING_TIME_DEFAULT, isClockTime } from '@assignd/core';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, timeZoneSchema } from './time-zone';

const REMINDER_MESSAGES = {
  clock: 'Expected a time such as 07:00',
} as const;

/** A 24-hour local time, 'HH:MM', as the time inputs give it. */
const clockSchema = z
  .string()
  .max(5, { message: REMINDER_MESSAGES.clock, abort: true })
  .refine(isClockTime, REMINDER_MESSAGES.clock);

/**
 * What the student chooses about reminders, beside `remindersEnabled` (the spec's toggle). Times
 * are the student's local times in `timeZone`, which the browser detects and sends.
 */
export const reminderPreferenceFields = {
  timeZone: timeZoneSchema,
  /** When the daily e-mail digest comes. */
  digestTime: clockSchema,
  emailReminders: z.boolean(),
  /** This device's notifications; push delivery asks the browser's permission. */
  deviceReminders: z.boolean(),
  /** A reminder the evening before a due day, at `eveningTime`. */
  eveningBefore: z.boolean(),
  eveningTime: clockSchema,
  /** A reminder an hour before a due date that has a time of day. */
  hourBefore: z.boolean(),
};

export const REMINDER_DEFAULTS = {
  timeZone: DEFAULT_TIME_ZONE,
  digestTime: DIGEST_TIME_DEFAULT,
  emailReminders: true,
  deviceReminders: false,
  eveningBefore: true,
  eveningTime: EVENING_TIME_DEFAULT,
  hourBefore: true,
} as const;

/** The Settings form beneath the reminders toggle (the zone is detected, not chosen). */
export const reminderOptionsSchema = z
  .object({
    emailReminders: reminderPreferenceFields.emailReminders,
    deviceReminders: reminderPreferenceFields.deviceReminders,
    digestTime: reminderPreferenceFields.digestTime,
    eveningBefore: reminderPreferenceFields.eveningBefore,
    eveningTime: reminderPreferenceFields.eveningTime,
    hourBefore: reminderPreferenceFields.hourBefore,
  })
  .strict();
export type ReminderOptions = z.output<typeof reminderOptionsSchema>;
