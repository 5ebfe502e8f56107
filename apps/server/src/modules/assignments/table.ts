import { ASSIGNMENT_CATEGORIES, DEFAULT_STORED_CATEGORY } from '@assignd/core';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';
import { classes } from '../classes/table';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assignments_user_id_idx').on(t.userId),
    index('assignments_class_id_idx').on(t.classId),
    oneOfCheck('assignments_category_check', t.category, ASSIGNMENT_CATEGORIES),
  ],
);
