import {
  type AiBreakdownResult,
  type aiBreakdownSchema,
  type AiImportResult,
  type aiImportSchema,
  DEFAULT_TIME_ZONE,
} from '@assignd/schemas';
import type { z } from 'zod';
import type { Store } from '../../platform/store';
import type { AssignmentRepository } from '../assignments/public';
import type { ClassRepository } from '../classes/public';
import type { ScheduleRepository } from '../schedule/public';
import type { BreakdownEngine } from './breakdown-engine';
import type { ImportEngine } from './import-engine';

type AiImportRequest = z.output<typeof aiImportSchema>;
type AiBreakdownRequest = z.output<typeof aiBreakdownSchema>;

export interface AiEngines {
  import: ImportEngine;
  breakdown: BreakdownEngine;
}

/** What the AI tools read: the student's assignments, classes and schedule. */
export interface AiRepositories {
  assignments: AssignmentRepository;
  classes: ClassRepository;
  schedules: ScheduleRepository;
}

export function aiService(store: Store<AiRepositories>, clock: () => Date, engines: AiEngines) {
  return {
    /** Assignments found in the text, guessing only among the student's own classes; saves nothing. */
    async importAssignments(userId: string, request: AiImportRequest): Promise<AiImportResult> {
      const classes = await store.repositories.classes.list(userId);
      const assignments = await engines.import.importAssignments(request.text, {
        now: clock(),
        timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
        classes: classes.map(({ id, name }) => ({ id, name })),
      });
      return { assignments };
    },

    /** Steps for the assignment the student sent; reads and saves nothing. */
    breakDown(request: AiBreakdownRequest): Promise<AiBreakdownResult> {
      return engines.breakdown.breakDown(request.assignment, {
        now: clock(),
        timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
      });
    },
  };
}
