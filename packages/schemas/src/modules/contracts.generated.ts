// Written by scripts/generate-contracts.mjs from the folders of modules/: do not edit.
// Run `npm run generate:contracts` after adding or removing a module's contract.ts.
import { assignmentsContract } from './assignments/contract';
import { classesContract } from './classes/contract';
import { eventsContract } from './events/contract';
import { focusContract } from './focus/contract';
import { gradesContract } from './grades/contract';
import { profileContract } from './profile/contract';
import { scheduleContract } from './schedule/contract';
import { studyContract } from './study/contract';
import { termsContract } from './terms/contract';

/** Every module's realtime tables and backup keys (module-contract.ts). */
export const MODULE_CONTRACTS = [
  assignmentsContract,
  classesContract,
  eventsContract,
  focusContract,
  gradesContract,
  profileContract,
  scheduleContract,
  studyContract,
  termsContract,
] as const;
