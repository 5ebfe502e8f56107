import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/*
 * What a realtime message means for the cache and which toast it raises, as plain data: the
 * socket code applies it, and the unit test can read it without a browser. docs/api.md, Realtime.
 */

export type RealtimeTable = 'assignments' | 'classes' | 'events' | 'profiles' | 'schedule';
export type RealtimeOp = 'insert' | 'update' | 'delete';

export interface ListRow {
  id: string;
}

export type RealtimeMessage =
  | {
      type: 'change';
      table: RealtimeTable;
      op: RealtimeOp;
      id: string;
      row: object | null;
      origin: string | null;
    }
  | { type: 'refresh'; origin: string | null };

export type CacheStep =
  | { kind: 'upsert'; key: QueryKey; row: ListRow }
  | { kind: 'remove'; key: QueryKey; id: string }
  | { kind: 'set'; key: QueryKey; data: object | null }
  /** A deleted class leaves its assignments unfiled (`classId: null`), as the server does. */
  | { kind: 'unfile'; classId: string }
  /** Refetch one list, or everything when `key` is absent. */
  | { kind: 'invalidate'; key?: QueryKey };

export interface RealtimePlan {
  steps: CacheStep[];
  toast: string | null;
}

interface TableRule {
  entity: string;
  key: QueryKey;
  /** A list of rows by id, or one object (the profile; the schedule, null when there is none). */
  shape: 'list' | 'profile' | 'schedule';
  afterDelete?: (id: string) => CacheStep[];
}

const TABLES: Record<RealtimeTable, TableRule> = {
  assignments: { entity: 'Assignment', key: queryKeys.assignments, shape: 'list' },
  classes: {
    entity: 'Class',
    key: queryKeys.classes,
    shape: 'list',
    // The server also publishes each unfiled assignment; this keeps the list right until they come.
    afterDelete: (id) => [{ kind: 'unfile', classId: id }],
  },
  events: { entity: 'Event', key: queryKeys.events, shape: 'list' },
  profiles: { entity: 'Profile', key: queryKeys.profile, shape: 'profile' },
  schedule: { entity: 'Schedule', key: queryKeys.schedule, shape: 'schedule' },
};

const VERBS: Record<RealtimeOp, string> = {
  insert: 'synced',
  update: 'updated',
  delete: 'deleted',
};

/** The spec's toast for a change made on another device (spec 4, Realtime). */
export function realtimeToast(table: RealtimeTable, op: RealtimeOp): string {
  if (table === 'schedule' && op === 'delete') return 'Schedule removed from another device';
  return `${TABLES[table].entity} ${VERBS[op]} from another device`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isTable = (value: unknown): value is RealtimeTable =>
  typeof value === 'string' && Object.hasOwn(TABLES, value);

const isOrigin = (value: unknown): value is string | null =>
  value === null || value === undefined || typeof value === 'string';

/** A server message other than `ready`, or null for anything this client does not understand. */
export function parseRealtimeMessage(data: unknown): RealtimeMessage | null {
  if (!isObject(data) || !isOrigin(data.origin)) return null;
  const origin = data.origin ?? null;
  if (data.type === 'refresh') return { type: 'refresh', origin };
  const { table, op, id, row } = data;
  if (
    data.type !== 'change' ||
    !isTable(table) ||
    (op !== 'insert' && op !== 'update' && op !== 'delete') ||
    typeof id !== 'string' ||
    !(row === null || row === undefined || isObject(row))
  ) {
    return null;
  }
  return { type: 'change', table, op, id, row: row ?? null, origin };
}

function changeSteps(rule: TableRule, op: RealtimeOp, id: string, row: object | null): CacheStep[] {
  if (op === 'delete') {
    if (rule.shape === 'list')
      return [{ kind: 'remove', key: rule.key, id }, ...(rule.afterDelete?.(id) ?? [])];
    if (rule.shape === 'schedule') return [{ kind: 'set', key: rule.key, data: null }];
    return [{ kind: 'invalidate', key: rule.key }];
  }
  // A row the server could not read (gone again already) is fetched rather than guessed.
  if (!row) return [{ kind: 'invalidate', key: rule.key }];
  if (rule.shape !== 'list') return [{ kind: 'set', key: rule.key, data: row }];
  if (!('id' in row) || typeof row.id !== 'string') return [{ kind: 'invalidate', key: rule.key }];
  return [{ kind: 'upsert', key: rule.key, row: { ...row, id: row.id } }];
}

/**
 * The cache steps and toast for one message. This tab's own changes (`origin` is its client id)
 * change nothing: the tab already applied them and showed its own success toast.
 */
export function planRealtimeMessage(message: RealtimeMessage, clientId: string): RealtimePlan {
  if (message.origin === clientId) return { steps: [], toast: null };
  if (message.type === 'refresh') return { steps: [{ kind: 'invalidate' }], toast: null };
  const rule = TABLES[message.table];
  return {
    steps: changeSteps(rule, message.op, message.id, message.row),
    toast: realtimeToast(message.table, message.op),
  };
}
