import { ASSIGNMENT_CATEGORIES, DEFAULT_STORED_CATEGORY } from '@assignd/core';
import {
  AI_OPTIMIZE_NOTHING,
  type AiOptimizeResult,
  DEFAULT_TIME_ZONE,
  type aiOptimizeSchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError } from '../../lib/http';
import type { Store } from '../../platform/store';
import type { AiRepositories } from './ai-service';
import { oneOf } from '../../platform/planner-mappers';
import type { OptimizeEngine } from './optimize-engine';

type AiOptimizeRequest = z.output<typeof aiOptimizeSchema>;

export function optimizeService(
  store: Store<AiRepositories>,
  clock: () => Date,
  engine: OptimizeEngine,
) {
  const { assignments, classes, schedules } = store.repositories;
  return {
    /**
     * A study plan for the student's own open assignments: the ones the client names (ids that are
     * not theirs are ignored), or all of them; their class periods come from their own schedule.
     */
    async optimize(userId: string, request: AiOptimizeRequest): Promise<AiOptimizeResult> {
      const rows = await assignments.list(userId);
      const named = request.assignments && new Set(request.assignments.map(({ id }) => id));
      const open = rows.filter((row) => !row.completed && (!named || named.has(row.id)));
      if (open.length === 0) throw new HttpError(400, AI_OPTIMIZE_NOTHING, 'assignments');
      const [schedule, timetable] = await Promise.all([
        schedules.find(userId),
        classes.list(userId),
      ]);
      return engine.optimizeSchedule({
        assignments: open.map((row) => ({
          id: row.id,
          title: row.title,
          category: oneOf(ASSIGNMENT_CATEGORIES, row.category, DEFAULT_STORED_CATEGORY),
          dueDate: row.dueDate?.toISOString() ?? null,
          completed: row.completed,
        })),
        schedule: schedule?.scheduleData ?? null,
        classes: timetable,
        now: clock(),
        timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
      });
    },
  };
}
