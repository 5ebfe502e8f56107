import { type ImportContext, type ImportedAssignment, importedAssignments } from '@assignd/core';
import { breather } from '../../lib/breather';

/**
 * What turns pasted text into assignments. The built-in engine is the default and needs nothing
 * configured; a model engine (issue 13) answers the same question behind the same interface.
 */
export interface ImportEngine {
  importAssignments(text: string, context: ImportContext): Promise<ImportedAssignment[]>;
}

// 200 lines take tens of milliseconds to parse; other requests get a turn in between.
const IMPORT_BUSY_MS = 10;

/** Offline and deterministic: the rules of importedAssignments in @assignd/core. */
export const builtInImportEngine: ImportEngine = {
  async importAssignments(text, context) {
    const pause = breather(IMPORT_BUSY_MS);
    const found: ImportedAssignment[] = [];
    for (const assignment of importedAssignments(text, context)) {
      if (assignment) found.push(assignment);
      await pause();
    }
    return found;
  },
};
