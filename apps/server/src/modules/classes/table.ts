import { CLASS_ICONS, CLASS_LEVELS, DEFAULT_CLASS_COLOR, DEFAULT_CLASS_ICON } from '@assignd/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';
import { terms } from '../terms/table';

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
    // Grades (issue 30): a deleted term leaves its classes in place, in no term.
    termId: uuid('term_id').references(() => terms.id, { onDelete: 'set null' }),
    /** Whole hundredths of a credit (1.5 credits is 150): GPA adds them up exactly. */
    creditsHundredths: integer('credits_hundredths').notNull().default(100),
    level: text('level').notNull().default('regular'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('classes_user_id_idx').on(t.userId),
    oneOfCheck('classes_icon_check', t.icon, CLASS_ICONS),
    oneOfCheck('classes_level_check', t.level, CLASS_LEVELS),
    check('classes_credits_check', sql`${t.creditsHundredths} between 0 and 2000`),
    index('classes_term_id_idx').on(t.termId),
  ],
);
