import type { QueryKey } from '@tanstack/react-query';
import { realtimeMessageSchema, type RealtimeOp, type RealtimeTable } from '@assignd/schemas';

/*
 * What a realtime message means for the cache and which toast it raises, as plain data: the
 * socket code applies it, and the unit test can read it without a browser. docs/api.md, Realtime.
 * Each capability's manifest holds the rules for its tables; the app collects them.
 */

export type { RealtimeOp, RealtimeTable };

interface ListRow {
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
      /** The change's number in the student's changes (api/change-sync.ts). */
      seq?: number;
    }
  | { type: 'refresh'; origin: string | null; seq?: number };

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

export interface RealtimeRule {
  entity: string;
  key: QueryKey;
  /**
   * A list of rows by id, or one object (the profile; the schedule, null when there is none), or
   * `refetch`: rows cached in several lists under the key (a set's cards), refetched on any change.
   */
  shape: 'list' | 'profile' | 'schedule' | 'refetch';
  /** The toast's verb where the usual one does not fit ('Schedule removed from another device'). */
  verbs?: Partial<Record<RealtimeOp, string>>;
  afterDelete?: (id: string) => CacheStep[];
}

/** One rule per table: the type check fails when a table has none. */
export type RealtimeRules = Record<RealtimeTable, RealtimeRule>;

const VERBS: Record<RealtimeOp, string> = {
  insert: 'synced',
  update: 'updated',
  delete: 'deleted',
};

/** The spec's toast for a change made on another device (spec 4, Realtime). */
export function realtimeToast(rules: RealtimeRules, table: RealtimeTable, op: RealtimeOp): string {
  const { entity, verbs } = rules[table];
  return `${entity} ${verbs?.[op] ?? VERBS[op]} from another device`;
}

/**
 * A server message other than `ready`, checked with the shared `realtimeMessageSchema`, or null
 * for anything this client does not understand.
 */
export function parseRealtimeMessage(data: unknown): RealtimeMessage | null {
  const parsed = realtimeMessageSchema.safeParse(data);
  if (!parsed.success) return null;
  const message = parsed.data;
  const origin = message.type === 'ready' ? null : (message.origin ?? null);
  if (message.type === 'ready') return null;
  const { seq } = message;
  if (message.type === 'refresh')
    return { type: 'refresh', origin, ...(seq === undefined ? {} : { seq }) };
  const { table, op, id, row } = message;
  return {
    type: 'change',
    table,
    op,
    id,
    row: row ?? null,
    origin,
    ...(seq === undefined ? {} : { seq }),
  };
}

function changeSteps(
  rule: RealtimeRule,
  op: RealtimeOp,
  id: string,
  row: object | null,
): CacheStep[] {
  if (rule.shape === 'refetch') return [{ kind: 'invalidate', key: rule.key }];
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
export function planRealtimeMessage(
  rules: RealtimeRules,
  message: RealtimeMessage,
  clientId: string,
): RealtimePlan {
  if (message.origin === clientId) return { steps: [], toast: null };
  if (message.type === 'refresh') return { steps: [{ kind: 'invalidate' }], toast: null };
  return {
    steps: changeSteps(rules[message.table], message.op, message.id, message.row),
    toast: realtimeToast(rules, message.table, message.op),
  };
}
