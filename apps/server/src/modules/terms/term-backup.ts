import { randomUUID } from 'node:crypto';
import type { BackupTerm, Term } from '@assignd/schemas';
import type { Executor } from '../../db/client';
import { allOf } from '../../platform/pages';
import { dateOrNull } from '../../platform/planner-mappers';
import { requireRoomForRestore } from '../../platform/quotas';
import { RowPool } from '../../platform/row-pool';
import type { RestoreContext } from '../../platform/server-module';
import { termRepository, type TermValues } from './term-repository';
import { toTerm } from './term-service';

const termKey = (row: { name: string; startDate: string; endDate: string }) =>
  JSON.stringify([row.name, row.startDate, row.endDate]);

export function exportTerms(tx: Executor, userId: string): Promise<Term[]> {
  const terms = termRepository(tx);
  return allOf((limit, from) => terms.page(userId, limit, from), toTerm);
}

/** Adds the terms that are missing, noting the id each term of the file now has. */
export async function restoreTerms(
  tx: Executor,
  { userId, termIds }: RestoreContext,
  rows: BackupTerm[] = [],
): Promise<number> {
  const terms = termRepository(tx);
  const existing = await terms.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: termKey(row) })));
  const added: TermValues[] = [];
  for (const { oldId, createdAt, ...input } of rows) {
    const values = { name: input.name, startDate: input.startDate, endDate: input.endDate };
    let id = pool.claim(termKey(values));
    if (!id) {
      id = randomUUID();
      added.push({ ...values, id, createdAt: dateOrNull(createdAt) ?? undefined });
    }
    if (oldId) termIds.set(oldId, id);
  }
  requireRoomForRestore('terms', existing.length, added.length);
  await terms.insertMany(userId, added);
  return added.length;
}
