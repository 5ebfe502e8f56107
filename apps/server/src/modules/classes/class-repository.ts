import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classes } from './table';
import { inBatches } from '../../platform/batch';
import { after, type Position, positionOf } from '../../platform/keyset';
import { idTaken } from '../../platform/offline-edits';

export type ClassRow = typeof classes.$inferSelect;
export type ClassValues = Omit<typeof classes.$inferInsert, 'userId' | 'updatedAt'>;
export type ClassChanges = Partial<Omit<ClassValues, 'id' | 'createdAt'>>;

export function classRepository(db: Executor) {
  const owned = (userId: string, id: string) => and(eq(classes.userId, userId), eq(classes.id, id));

  /** The student's classes among these ids, oldest first. */
  const ofIds = (userId: string, ids: readonly string[]): Promise<ClassRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(classes)
          .where(and(eq(classes.userId, userId), inArray(classes.id, [...ids])))
          .orderBy(classes.createdAt, classes.id);

  return {
    ofIds,

    list(userId: string): Promise<ClassRow[]> {
      return db
        .select()
        .from(classes)
        .where(eq(classes.userId, userId))
        .orderBy(desc(classes.createdAt), desc(classes.id));
    },

    /** Up to `limit` rows after `from` in the same order as `list`, each with its position. */
    page(
      userId: string,
      limit: number,
      from?: Position,
    ): Promise<{ row: ClassRow; position: string }[]> {
      return db
        .select({ row: classes, position: positionOf(classes) })
        .from(classes)
        .where(and(eq(classes.userId, userId), after(classes, from)))
        .orderBy(desc(classes.createdAt), desc(classes.id))
        .limit(limit);
    },

    /** `lock`: held until the transaction ends, for a read the write that follows depends on. */
    async find(userId: string, id: string, lock = false): Promise<ClassRow | undefined> {
      const query = db.select().from(classes).where(owned(userId, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * Which of these ids are the user's classes, locked until the transaction ends so a class
     * cannot be deleted between this check and the write that points at it.
     */
    async lockOwned(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.userId, userId), inArray(classes.id, [...ids])))
        .for('key share');
      return new Set(rows.map((row) => row.id));
    },

    /** A new row, under `id` when the device chose it (a row made offline). */
    async create(userId: string, values: ClassValues, id?: string): Promise<ClassRow> {
      const [row] = await db
        .insert(classes)
        .values({ ...values, userId, ...(id === undefined ? {} : { id }) })
        .onConflictDoNothing({ target: classes.id })
        .returning();
      if (!row) throw idTaken();
      return row;
    },

    /** Puts a deleted row back under its old id; undefined when the id is taken. */
    async restore(
      userId: string,
      values: ClassValues & { id: string },
    ): Promise<ClassRow | undefined> {
      const [row] = await db
        .insert(classes)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: classes.id })
        .returning();
      return row;
    },

    async insertMany(userId: string, values: readonly ClassValues[]): Promise<void> {
      for (const batch of inBatches(values)) {
        await db.insert(classes).values(batch.map((row) => ({ ...row, userId })));
      }
    },

    async update(userId: string, id: string, changes: ClassChanges): Promise<ClassRow | undefined> {
      const [row] = await db.update(classes).set(changes).where(owned(userId, id)).returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<ClassRow | undefined> {
      const [row] = await db.delete(classes).where(owned(userId, id)).returning();
      return row;
    },

    /** Takes the term's classes out of it (the term is going); answers their ids. */
    async leaveTerm(userId: string, termId: string): Promise<string[]> {
      const rows = await db
        .update(classes)
        .set({ termId: null })
        .where(and(eq(classes.userId, userId), eq(classes.termId, termId)))
        .returning({ id: classes.id });
      return rows.map((row) => row.id);
    },

    /** Puts these classes back in the term, unless the student has given them another since. */
    async rejoinTerm(userId: string, ids: readonly string[], termId: string): Promise<string[]> {
      const changed: string[] = [];
      for (const batch of inBatches(ids)) {
        const rows = await db
          .update(classes)
          .set({ termId })
          .where(
            and(
              eq(classes.userId, userId),
              inArray(classes.id, [...batch]),
              isNull(classes.termId),
            ),
          )
          .returning({ id: classes.id });
        changed.push(...rows.map((row) => row.id));
      }
      return changed;
    },

    /**
     * Copies of these classes in the term (a new term's start): their settings, not their
     * schedule times. Answers each copy with the id of the class it copies.
     */
    async copyInto(
      userId: string,
      ids: readonly string[],
      termId: string,
    ): Promise<{ from: string; row: ClassRow }[]> {
      const copies: { from: string; row: ClassRow }[] = [];
      for (const source of await ofIds(userId, ids)) {
        const [row] = await db
          .insert(classes)
          .values({
            userId,
            name: source.name,
            color: source.color,
            icon: source.icon,
            room: source.room,
            teacher: source.teacher,
            termId,
            creditsHundredths: source.creditsHundredths,
            level: source.level,
          })
          .returning();
        if (row) copies.push({ from: source.id, row });
      }
      return copies;
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(classes).where(eq(classes.userId, userId));
    },
  };
}

export type ClassRepository = ReturnType<typeof classRepository>;
