import { HOLIDAYS_MAX, SCHOOL_WEEKDAYS_DEFAULT, type Holiday, type Schedule } from '@assignd/core';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { users } from '../../db/schema';

export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    // One schedule per user.
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleType: text('schedule_type').notNull(),
    /** Without schoolWeekdays and holidays, which have their own columns. */
    scheduleData: jsonb('schedule_data').$type<Schedule>().notNull(),
    /** The weekdays a rotation counts, 0 (Sunday) to 6. */
    schoolWeekdays: smallint('school_weekdays')
      .array()
      .notNull()
      .default(sql.raw(`'{${SCHOOL_WEEKDAYS_DEFAULT.join(',')}}'`)),
    holidays: jsonb('holidays').$type<Holiday[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'schedules_school_weekdays_check',
      sql`cardinality(${t.schoolWeekdays}) between 1 and 7 and ${t.schoolWeekdays} <@ '{0,1,2,3,4,5,6}'::smallint[]`,
    ),
    check(
      'schedules_holidays_check',
      sql.raw(
        `jsonb_typeof("holidays") = 'array' and jsonb_array_length("holidays") <= ${HOLIDAYS_MAX}`,
      ),
    ),
  ],
);
