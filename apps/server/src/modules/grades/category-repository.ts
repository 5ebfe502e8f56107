import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inBatches } from '../../platform/batch';
import { idTaken } from '../../platform/offline-edits';
import { gradeCategories } from './table';

export type CategoryRow = typeof gradeCategories.$inferSelect;
export type CategoryValues = Omit<typeof gradeCategories.$inferInsert, 'userId' | 'updatedAt'>;
type CategoryChanges = Partial<Omit<CategoryValues, 'id' | 'createdAt' | 'classId'>>;

/** Every query takes the student's id first and filters on it: no student reads another's rows. */
export function categoryRepository(db: Executor) {
  const owned = (userId: string, id: string) =>
    and(eq(gradeCategories.userId, userId), eq(gradeCategories.id, id));

  return {
    /** The student's categories, oldest first (the order a class lists them in). */
    list(userId: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(gradeCategories)
        .where(eq(gradeCategories.userId, userId))
        .orderBy(asc(gradeCategories.createdAt), asc(gradeCategories.id));
    },

    ofClasses(userId: string, classIds: readonly string[]): Promise<CategoryRow[]> {
      if (classIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(gradeCategories)
        .where(
          and(eq(gradeCategories.userId, userId), inArray(gradeCategories.classId, [...classIds])),
        )
        .orderBy(asc(gradeCategories.createdAt), asc(gradeCategories.id));
    },

    async countOfClass(userId: string, classId: string): Promise<number> {
      const rows = await db
        .select({ id: gradeCategories.id })
        .from(gradeCategories)
        .where(and(eq(gradeCategories.userId, userId), eq(gradeCategories.classId, classId)));
      return rows.length;
    },

    async find(userId: string, id: string, lock = false): Promise<CategoryRow | undefined> {
      const query = db.select().from(gradeCategories).where(owned(userId, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * The class of the student's category, locked so it cannot go before the write that points at
     * it; undefined when it is not theirs.
     */
    async lockedClassOf(userId: string, id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ classId: gradeCategories.classId })
        .from(gradeCategories)
        .where(owned(userId, id))
        .for('key share');
      return row?.classId;
    },

    async create(userId: string, values: CategoryValues, id?: string): Promise<CategoryRow> {
      const [row] = await db
        .insert(gradeCategories)
        .values({ ...values, userId, ...(id === undefined ? {} : { id }) })
        .onConflictDoNothing({ target: gradeCategories.id })
        .returning();
      if (!row) throw idTaken();
      return row;
    },

    /** Puts a deleted row back under its old id; undefined when the id is taken. */
    async restore(
      userId: string,
      values: CategoryValues & { id: string },
    ): Promise<CategoryRow | undefined> {
      const [row] = await db
        .insert(gradeCategories)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: gradeCategories.id })
        .returning();
      return row;
    },

    async insertMany(userId: string, values: readonly CategoryValues[]): Promise<void> {
      for (const batch of inBatches(values)) {
        await db.insert(gradeCategories).values(batch.map((row) => ({ ...row, userId })));
      }
    },

    async update(
      userId: string,
      id: string,
      changes: CategoryChanges,
    ): Promise<CategoryRow | undefined> {
      const [row] = await db
        .update(gradeCategories)
        .set(changes)
        .where(owned(userId, id))
        .returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<CategoryRow | undefined> {
      const [row] = await db.delete(gradeCategories).where(owned(userId, id)).returning();
      return row;
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(gradeCategories).where(eq(gradeCategories.userId, userId));
    },
  };
}

export type CategoryRepository = ReturnType<typeof categoryRepository>;
