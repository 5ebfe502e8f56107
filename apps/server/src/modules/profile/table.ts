import { DEFAULT_THEME, THEMES } from '@assignd/core';
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_DEFAULTS } from '@assignd/schemas';
import { clockCheck, oneOfCheck } from '../../db/checks';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../../db/schema';

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const preferences = pgTable(
  'preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    theme: text('theme').notNull().default(DEFAULT_THEME),
    // Reminder choices (issue 15); times are 'HH:MM' on the student's clock in time_zone.
    timeZone: text('time_zone').notNull().default(REMINDER_DEFAULTS.timeZone),
    digestTime: text('digest_time').notNull().default(REMINDER_DEFAULTS.digestTime),
    emailReminders: boolean('email_reminders').notNull().default(REMINDER_DEFAULTS.emailReminders),
    deviceReminders: boolean('device_reminders')
      .notNull()
      .default(REMINDER_DEFAULTS.deviceReminders),
    eveningBefore: boolean('evening_before').notNull().default(REMINDER_DEFAULTS.eveningBefore),
    eveningTime: text('evening_time').notNull().default(REMINDER_DEFAULTS.eveningTime),
    hourBefore: boolean('hour_before').notNull().default(REMINDER_DEFAULTS.hourBefore),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOfCheck('preferences_theme_check', t.theme, THEMES),
    clockCheck('preferences_digest_time_check', t.digestTime),
    clockCheck('preferences_evening_time_check', t.eveningTime),
  ],
);
