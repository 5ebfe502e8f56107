import { createHmac, timingSafeEqual } from 'node:crypto';
import type { QuotaTable } from '@assignd/schemas';
import type { ChangeTable } from '../realtime/changes';
import { HttpError } from '../lib/http';
import type { QuotaRepository } from './quota-repository';
import { requireRoom } from './quotas';

/**
 * A delete's answer carries a token over the table, the student and the row id, so only the
 * student who deleted a row can put it back, under that id, and a snapshot from someone else
 * (or with a changed id) is refused. Derived from the server's auth secret, so it needs no table
 * and holds across restarts and processes.
 */
export interface UndoTokens {
  issue(table: ChangeTable, userId: string, id: string): string;
  /** Throws 403 naming `token` unless `token` is the one `issue` gives for these. */
  require(table: ChangeTable, userId: string, id: string, token: string): void;
}

export function undoTokens(secret: string): UndoTokens {
  const sign = (table: ChangeTable, userId: string, id: string) =>
    createHmac('sha256', secret).update(`undo-delete\n${table}\n${userId}\n${id}`).digest();
  return {
    issue: (table, userId, id) => sign(table, userId, id).toString('base64url'),
    require(table, userId, id, token) {
      const expected = sign(table, userId, id);
      const given = Buffer.from(token, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(403, 'token: This delete is not yours to undo', 'token');
      }
    },
  };
}

/**
 * Puts a deleted row back once: a row of the student's already under that id (the same undo sent
 * twice) is answered as it is, with `restored` false so nothing is published again; an id held by
 * any other row is a 409 naming `field`. Takes the quota lock first, so two undos at once queue.
 */
export async function restoreOnce<Row>(
  quotas: QuotaRepository,
  userId: string,
  table: QuotaTable,
  field: string,
  row: { find(): Promise<Row | undefined>; insert(): Promise<Row | undefined> },
): Promise<{ row: Row; restored: boolean }> {
  await quotas.lock(userId);
  const existing = await row.find();
  if (existing) return { row: existing, restored: false };
  await requireRoom(quotas, userId, table);
  const inserted = await row.insert();
  if (!inserted) throw new HttpError(409, `${field}: Another row already has this id`, field);
  return { row: inserted, restored: true };
}
