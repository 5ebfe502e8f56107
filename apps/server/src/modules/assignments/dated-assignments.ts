import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DatedWindow } from '../../platform/dated-window';
import { classes } from '../classes/public';
import { assignments } from './table';

/**
 * One student's assignments due in the window, soonest first, with their class's name and colour:
 * what the calendar feed and Google Calendar sync send out. Completed ones only when asked for.
 */
export function datedAssignments(
  db: Executor,
  userId: string,
  window: DatedWindow,
  includeCompleted: boolean,
) {
  return db
    .select({
      id: assignments.id,
      title: assignments.title,
      description: assignments.description,
      dueDate: assignments.dueDate,
      category: assignments.category,
      completed: assignments.completed,
      updatedAt: assignments.updatedAt,
      className: classes.name,
      classColor: classes.color,
    })
    .from(assignments)
    .leftJoin(classes, and(eq(classes.id, assignments.classId), eq(classes.userId, userId)))
    .where(
      and(
        eq(assignments.userId, userId),
        isNotNull(assignments.dueDate),
        between(assignments.dueDate, window.from, window.to),
        includeCompleted ? undefined : eq(assignments.completed, false),
      ),
    )
    .orderBy(asc(assignments.dueDate), asc(assignments.id))
    .limit(window.limit);
}
