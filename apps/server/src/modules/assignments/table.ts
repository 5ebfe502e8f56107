import { ASSIGNMENT_CATEGORIES, DEFAULT_STORED_CATEGORY, POINTS_MAX } from '@assignd/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';
import { classes } from '../classes/table';
import { gradeCategories } from '../grades/table';

export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    userId: ownerId(),
    // A deleted class leaves its assignments in place, unfiled.
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    category: text('category').notNull().default(DEFAULT_STORED_CATEGORY),
    completed: boolean('completed').notNull().default(false),
    notes: text('notes'),
    // Its grade (issue 30), in whole hundredths of a point, so sums are exact.
    pointsEarnedHundredths: integer('points_earned_hundredths'),
    pointsPossibleHundredths: integer('points_possible_hundredths'),
    // A deleted category leaves its grades in place, in no category.
    gradeCategoryId: uuid('grade_category_id').references(() => gradeCategories.id, {
      onDelete: 'set null',
    }),
    excused: boolean('excused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assignments_user_id_idx').on(t.userId),
    index('assignments_class_id_idx').on(t.classId),
    oneOfCheck('assignments_category_check', t.category, ASSIGNMENT_CATEGORIES),
    check(
      'assignments_points_check',
      sql`${t.pointsEarnedHundredths} between 0 and ${sql.raw(String(POINTS_MAX * 100))} and ${t.pointsPossibleHundredths} between 0 and ${sql.raw(String(POINTS_MAX * 100))}`,
    ),
    index('assignments_grade_category_id_idx').on(t.gradeCategoryId),
  ],
);
