import {
  type AiBreakdownResult,
  type aiBreakdownSchema,
  type AiImportResult,
  type aiImportSchema,
  DEFAULT_TIME_ZONE,
} from '@assignd/schemas';
import type { z } from 'zod';
import type { PlannerStore } from '../../platform/store';
import type { BreakdownEngine } from './breakdown-engine';
import type { ImportEngine } from './import-engine';

type AiImportRequest = z.output<typeof aiImportSchema>;
type AiBreakdownRequest = z.output<typeof aiBreakdownSchema>;

export interface AiEngines {
  import: ImportEngine;
  breakdown: BreakdownEngine;
}

export function aiService(store: PlannerStore, clock: () => Date, engines: AiEngines) {
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
