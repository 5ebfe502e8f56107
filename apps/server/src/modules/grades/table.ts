import { GRADE_CATEGORY_NAME_MAX } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId, users } from '../../db/schema';
import { classes } from '../classes/table';

/** A class's grading categories (issue 30); a deleted class takes its categories with it. */
export const gradeCategories = pgTable(
  'grade_categories',
  {
    id: id(),
    userId: ownerId(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Whole hundredths of a percent weight (25.5 is 2550). */
    weightHundredths: integer('weight_hundredths').notNull(),
    dropLowest: integer('drop_lowest').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('grade_categories_user_id_idx').on(t.userId),
    index('grade_categories_class_id_idx').on(t.classId),
    check(
      'grade_categories_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(GRADE_CATEGORY_NAME_MAX))}`,
    ),
    check('grade_categories_weight_check', sql`${t.weightHundredths} between 0 and 10000`),
    check('grade_categories_drop_lowest_check', sql`${t.dropLowest} between 0 and 50`),
  ],
);

/** A student's own letter scale, when it is not the default: the lowest percent of A to D-. */
export const gradeScales = pgTable('grade_scales', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Whole hundredths of a percent, strictly decreasing. */
  scaleHundredths: integer('scale_hundredths').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
