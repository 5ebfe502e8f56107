import type { Schedule } from '@assignd/core';
import type { Assignment, PlannerEvent, Profile, SchoolClass } from '@assignd/schemas';
import type { PlannerRepositories } from '../repositories/planner-repositories';
import { toAssignment, toClass, toEvent } from '../services/planner-mappers';
import type { ProfileService } from '../services/profile-service';
import type { ChangeNotice, ChangeOp, ChangeTable, Origin } from './changes';

export type ChangedRow = Assignment | SchoolClass | PlannerEvent | Profile | Schedule;

/** What a socket receives (docs/api.md, Realtime). */
export type ServerMessage =
  | { type: 'ready' }
  | {
      type: 'change';
      table: ChangeTable;
      op: ChangeOp;
      id: string;
      row: ChangedRow | null;
      origin: Origin;
    }
  | { type: 'refresh'; origin: Origin };

/** Reads changed rows in their API shape, always scoped to the user the notice is about. */
export function rowReader(repositories: PlannerRepositories, profiles: ProfileService) {
  async function read(
    table: ChangeTable,
    userId: string,
    id: string,
  ): Promise<ChangedRow | undefined> {
    switch (table) {
      case 'assignments': {
        const row = await repositories.assignments.find(userId, id);
        return row && toAssignment(row);
      }
      case 'classes': {
        const row = await repositories.classes.find(userId, id);
        return row && toClass(row);
      }
      case 'events': {
        const row = await repositories.events.find(userId, id);
        return row && toEvent(row);
      }
      case 'profiles':
        return id === userId ? profiles.get(userId) : undefined;
      case 'schedule': {
        const row = id === userId ? await repositories.schedules.find(userId) : undefined;
        return row?.scheduleData;
      }
    }
  }

  /** The message for a notice; undefined when the row is already gone (its delete follows). */
  return async function messageFor(notice: ChangeNotice): Promise<ServerMessage | undefined> {
    if (notice.type === 'refresh') return { type: 'refresh', origin: notice.origin };
    const { table, op, id, userId, origin } = notice;
    if (op === 'delete') return { type: 'change', table, op, id, row: null, origin };
    const row = await read(table, userId, id);
    return row === undefined ? undefined : { type: 'change', table, op, id, row, origin };
  };
}
