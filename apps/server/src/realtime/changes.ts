import type { IncomingHttpHeaders } from 'node:http';
import {
  REALTIME_OPS,
  type RealtimeMessage,
  type RealtimeOp,
  type RealtimeTable,
} from '@assignd/schemas';

/** Every server process sharing the database listens on this one channel. */
export const CHANGES_CHANNEL = 'assignd_changes';

/** The shared realtime tables, each read by some module (modules/registry.ts checks). */
export type ChangeTable = RealtimeTable;
export type ChangeOp = RealtimeOp;

/** The clientId of the tab that made a write, or null when it did not say. */
export type Origin = string | null;

type NoticeOf<Message> = Omit<Message, 'row' | 'origin'> & { userId: string; origin: Origin };

/**
 * What a write publishes with NOTIFY: the change or refresh message of the shared realtime
 * protocol and whose it is, never the row, since NOTIFY payloads are capped at 8,000 bytes and the
 * process holding the socket reads the row itself.
 */
export type ChangeNotice =
  | NoticeOf<Extract<RealtimeMessage, { type: 'change' }>>
  | NoticeOf<Extract<RealtimeMessage, { type: 'refresh' }>>;

/** A notice as NOTIFY carries it: with its number in the user's changes (platform/change-repository.ts). */
export type NumberedNotice = ChangeNotice & { seq: number };

const ORIGIN = /^[A-Za-z0-9_-]{1,64}$/;

const CLIENT_HEADER = 'x-assignd-client';

/** A clientId from the X-Assignd-Client header; anything else is not echoed to other devices. */
export function originOf(headers: IncomingHttpHeaders): Origin {
  const value = headers[CLIENT_HEADER];
  return typeof value === 'string' && ORIGIN.test(value) ? value : null;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const oneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);

/**
 * A notice off the channel; undefined for anything malformed or of a table not in `tables`, which
 * is then ignored.
 */
export function parseNotice(
  payload: string | undefined,
  tables: readonly ChangeTable[],
): NumberedNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const notice = value as Record<string, unknown>;
  const { userId } = notice;
  const origin = isString(notice.origin) && ORIGIN.test(notice.origin) ? notice.origin : null;
  const { seq } = notice;
  if (!isString(userId) || !Number.isSafeInteger(seq) || typeof seq !== 'number' || seq < 1) {
    return undefined;
  }
  if (notice.type === 'refresh') return { type: 'refresh', userId, origin, seq };
  const { table, op, id } = notice;
  if (notice.type !== 'change' || !oneOf(tables, table) || !oneOf(REALTIME_OPS, op)) {
    return undefined;
  }
  if (!isString(id)) return undefined;
  return { type: 'change', userId, table, op, id, origin, seq };
}

/** Builds the notices of one table, so a service cannot name the wrong one. */
export const noticesOf =
  (table: ChangeTable) =>
  (userId: string, op: ChangeOp, id: string, origin: Origin): ChangeNotice => ({
    type: 'change',
    userId,
    table,
    op,
    id,
    origin,
  });
