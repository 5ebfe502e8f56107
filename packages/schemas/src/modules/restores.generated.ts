// Written by scripts/generate-contracts.mjs from the folders of modules/: do not edit.
// Run `npm run generate:contracts` after adding or removing a module's restore.ts.
import { assignmentsRestore } from './assignments/restore';
import { classesRestore } from './classes/restore';
import { eventsRestore } from './events/restore';
import { focusRestore } from './focus/restore';
import { gradesRestore } from './grades/restore';
import { scheduleRestore } from './schedule/restore';
import { studyRestore } from './study/restore';
import { termsRestore } from './terms/restore';

/** How every module reads its rows of a backup file (backup-rows.ts). */
export const MODULE_RESTORES = [
  assignmentsRestore,
  classesRestore,
  eventsRestore,
  focusRestore,
  gradesRestore,
  scheduleRestore,
  studyRestore,
  termsRestore,
] as const;
