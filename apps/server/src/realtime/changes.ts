import type { IncomingHttpHeaders } from 'node:http';

/** Every server process sharing the database listens on this one channel. */
export const CHANGES_CHANNEL = 'assignd_changes';

export const CHANGE_TABLES = ['assignments', 'classes', 'events', 'profiles', 'schedule'] as const;
export const CHANGE_OPS = ['insert', 'update', 'delete'] as const;

export type ChangeTable = (typeof CHANGE_TABLES)[number];
export type ChangeOp = (typeof CHANGE_OPS)[number];

/** The clientId of the tab that made a write, or null when it did not say. */
export type Origin = string | null;

/**
 * What a write publishes with NOTIFY: never the row, since NOTIFY payloads are capped at 8,000
 * bytes and the process holding the socket reads the row itself.
 */
export type ChangeNotice =
  | { type: 'change'; userId: string; table: ChangeTable; op: ChangeOp; id: string; origin: Origin }
  | { type: 'refresh'; userId: string; origin: Origin };

const ORIGIN = /^[A-Za-z0-9_-]{1,64}$/;

export const CLIENT_HEADER = 'x-assignd-client';

/** A clientId from the X-Assignd-Client header; anything else is not echoed to other devices. */
export function originOf(headers: IncomingHttpHeaders): Origin {
  const value = headers[CLIENT_HEADER];
  return typeof value === 'string' && ORIGIN.test(value) ? value : null;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const oneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);

/** A notice off the channel; undefined for anything malformed, which is then ignored. */
export function parseNotice(payload: string | undefined): ChangeNotice | undefined {
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
  if (!isString(userId)) return undefined;
  if (notice.type === 'refresh') return { type: 'refresh', userId, origin };
  const { table, op, id } = notice;
  if (notice.type !== 'change' || !oneOf(CHANGE_TABLES, table) || !oneOf(CHANGE_OPS, op)) {
    return undefined;
  }
  if (!isString(id)) return undefined;
  return { type: 'change', userId, table, op, id, origin };
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
