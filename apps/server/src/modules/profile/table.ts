import { DEFAULT_THEME, THEMES } from '@assignd/core';
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOfCheck('preferences_theme_check', t.theme, THEMES)],
);
