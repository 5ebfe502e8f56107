import {
  backupOverQuotaMessage,
  QUOTA_TABLES,
  QUOTAS,
  type QuotaTable,
  quotaReachedMessage,
  restoreOverQuotaMessage,
} from '@assignd/schemas';
import { HttpError } from '../lib/http';
import type { QuotaRepository } from './quota-repository';

/**
 * Run first in a create's or import's transaction: takes the student's quota lock and refuses
 * `adding` rows that would pass the table's quota.
 */
export async function requireRoom(
  quotas: QuotaRepository,
  userId: string,
  table: QuotaTable,
  adding = 1,
): Promise<void> {
  await quotas.lock(userId);
  if ((await quotas.count(table, userId)) + adding > QUOTAS[table].limit) {
    throw new HttpError(409, quotaReachedMessage(table), table);
  }
}

/** Refuses a restore that would leave more rows than the quota; the caller holds the lock. */
export function requireRoomForRestore(table: QuotaTable, existing: number, adding: number): void {
  if (existing + adding > QUOTAS[table].limit) {
    throw new HttpError(409, restoreOverQuotaMessage(table, existing, adding), table);
  }
}

/** The reader refuses lists over its own row limit; this holds each table to its quota. */
export function requireBackupWithinQuotas(body: unknown): void {
  if (body === null || typeof body !== 'object') return;
  for (const table of QUOTA_TABLES) {
    const rows: unknown = (body as Record<string, unknown>)[table];
    if (Array.isArray(rows) && rows.length > QUOTAS[table].limit) {
      throw new HttpError(413, backupOverQuotaMessage(table), table);
    }
  }
}
