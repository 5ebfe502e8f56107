import { randomUUID } from 'node:crypto';
import type { BackupClass, SchoolClass } from '@assignd/schemas';
import type { Executor } from '../../db/client';
import { breather } from '../../lib/breather';
import { allOf } from '../../platform/pages';
import { dateOrNull } from '../../platform/planner-mappers';
import { requireRoomForRestore } from '../../platform/quotas';
import { RESTORE_BUSY_MS, RowPool } from '../../platform/row-pool';
import type { RestoreContext } from '../../platform/server-module';
import { type ClassValues, classRepository } from './class-repository';
import { classValuesOf, toClass } from './class-service';

const classKey = (row: {
  termId: string | null;
  name: string;
  teacher: string | null;
  room: string | null;
  color: string;
  icon: string;
}) =>
  // The term too: a new term starts with copies of the last one's classes, alike in all else.
  JSON.stringify([row.termId, row.name, row.teacher, row.room, row.color.toLowerCase(), row.icon]);

export function exportClasses(tx: Executor, userId: string): Promise<SchoolClass[]> {
  const classes = classRepository(tx);
  return allOf((limit, from) => classes.page(userId, limit, from), toClass);
}

/** Adds the classes that are missing, noting the id each class of the file now has. */
export async function restoreClasses(
  tx: Executor,
  { userId, classIds, termIds }: RestoreContext,
  rows: BackupClass[] = [],
): Promise<number> {
  const classes = classRepository(tx);
  const existing = await classes.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: classKey(row) })));
  const added: ClassValues[] = [];
  const pause = breather(RESTORE_BUSY_MS);
  for (const { oldId, oldTermId, createdAt, ...input } of rows) {
    await pause();
    const values = classValuesOf({
      ...input,
      termId: oldTermId ? (termIds.get(oldTermId) ?? null) : null,
    });
    let id = pool.claim(classKey(values));
    if (!id) {
      id = randomUUID();
      added.push({ ...values, id, createdAt: dateOrNull(createdAt) ?? undefined });
    }
    if (oldId) classIds.set(oldId, id);
  }
  requireRoomForRestore('classes', existing.length, added.length);
  await classes.insertMany(userId, added);
  return added.length;
}
