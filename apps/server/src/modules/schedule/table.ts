import type { Schedule } from '@assignd/core';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { users } from '../../db/schema';

export const schedules = pgTable('schedules', {
  id: id(),
  // One schedule per user.
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  scheduleType: text('schedule_type').notNull(),
  scheduleData: jsonb('schedule_data').$type<Schedule>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
