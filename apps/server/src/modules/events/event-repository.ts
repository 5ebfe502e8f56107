import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events } from './table';
import { inBatches } from '../../platform/batch';
import { after, type Position, positionOf } from '../../platform/keyset';
import { idTaken } from '../../platform/offline-edits';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'userId' | 'updatedAt'>;
export type EventChanges = Partial<Omit<EventValues, 'createdAt'>>;

export function eventRepository(db: Executor) {
  const owned = (userId: string, id: string) => and(eq(events.userId, userId), eq(events.id, id));

  return {
    list(userId: string): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(eq(events.userId, userId))
        .orderBy(desc(events.createdAt), desc(events.id));
    },

    /** Up to `limit` rows after `from` in the same order as `list`, each with its position. */
    page(
      userId: string,
      limit: number,
      from?: Position,
    ): Promise<{ row: EventRow; position: string }[]> {
      return db
        .select({ row: events, position: positionOf(events) })
        .from(events)
        .where(and(eq(events.userId, userId), after(events, from)))
        .orderBy(desc(events.createdAt), desc(events.id))
        .limit(limit);
    },

    /** `lock`: held until the transaction ends, for a read the write that follows depends on. */
    async find(userId: string, id: string, lock = false): Promise<EventRow | undefined> {
      const query = db.select().from(events).where(owned(userId, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A new row, under `id` when the device chose it (a row made offline). */
    async create(userId: string, values: EventValues, id?: string): Promise<EventRow> {
      const [row] = await db
        .insert(events)
        .values({ ...values, userId, ...(id === undefined ? {} : { id }) })
        .onConflictDoNothing({ target: events.id })
        .returning();
      if (!row) throw idTaken();
      return row;
    },

    /** Puts a deleted row back under its old id; undefined when the id is taken. */
    async restore(
      userId: string,
      values: EventValues & { id: string },
    ): Promise<EventRow | undefined> {
      const [row] = await db
        .insert(events)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: events.id })
        .returning();
      return row;
    },

    async insertMany(userId: string, values: readonly EventValues[]): Promise<void> {
      for (const batch of inBatches(values)) {
        await db.insert(events).values(batch.map((row) => ({ ...row, userId })));
      }
    },

    async update(userId: string, id: string, changes: EventChanges): Promise<EventRow | undefined> {
      const [row] = await db.update(events).set(changes).where(owned(userId, id)).returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<EventRow | undefined> {
      const [row] = await db.delete(events).where(owned(userId, id)).returning();
      return row;
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(events).where(eq(events.userId, userId));
    },
  };
}
