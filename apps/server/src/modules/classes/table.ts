import { CLASS_ICONS, DEFAULT_CLASS_COLOR, DEFAULT_CLASS_ICON } from '@assignd/core';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';

export const classes = pgTable(
  'classes',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    color: text('color').notNull().default(DEFAULT_CLASS_COLOR),
    icon: text('icon').notNull().default(DEFAULT_CLASS_ICON),
    room: text('room'),
    teacher: text('teacher'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    daysOfWeek: integer('days_of_week').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('classes_user_id_idx').on(t.userId),
    oneOfCheck('classes_icon_check', t.icon, CLASS_ICONS),
  ],
);
