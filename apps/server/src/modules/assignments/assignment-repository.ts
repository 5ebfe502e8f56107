import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignments } from './table';
import { inBatches } from '../../platform/batch';
import { after, type Position, positionOf } from '../../platform/keyset';
import { idTaken } from '../../platform/offline-edits';

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentValues = Omit<typeof assignments.$inferInsert, 'id' | 'userId' | 'updatedAt'>;
export type AssignmentChanges = Partial<Omit<AssignmentValues, 'createdAt'>>;

export function assignmentRepository(db: Executor) {
  const owned = (userId: string, id: string) =>
    and(eq(assignments.userId, userId), eq(assignments.id, id));

  return {
    list(userId: string): Promise<AssignmentRow[]> {
      return db
        .select()
        .from(assignments)
        .where(eq(assignments.userId, userId))
        .orderBy(desc(assignments.createdAt), desc(assignments.id));
    },

    /** Up to `limit` rows after `from` in the same order as `list`, each with its position. */
    page(
      userId: string,
      limit: number,
      from?: Position,
    ): Promise<{ row: AssignmentRow; position: string }[]> {
      return db
        .select({ row: assignments, position: positionOf(assignments) })
        .from(assignments)
        .where(and(eq(assignments.userId, userId), after(assignments, from)))
        .orderBy(desc(assignments.createdAt), desc(assignments.id))
        .limit(limit);
    },

    /** `lock`: held until the transaction ends, for a read the write that follows depends on. */
    async find(userId: string, id: string, lock = false): Promise<AssignmentRow | undefined> {
      const query = db.select().from(assignments).where(owned(userId, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A new row, under `id` when the device chose it (a row made offline). */
    async create(userId: string, values: AssignmentValues, id?: string): Promise<AssignmentRow> {
      const [row] = await db
        .insert(assignments)
        .values({ ...values, userId, ...(id === undefined ? {} : { id }) })
        .onConflictDoNothing({ target: assignments.id })
        .returning();
      if (!row) throw idTaken();
      return row;
    },

    /**
     * Puts a deleted row back under its old id; undefined when the id is taken (the student's
     * own row is already back, or another row holds it).
     */
    async restore(
      userId: string,
      values: AssignmentValues & { id: string },
    ): Promise<AssignmentRow | undefined> {
      const [row] = await db
        .insert(assignments)
        .values({ ...values, userId })
        .onConflictDoNothing({ target: assignments.id })
        .returning();
      return row;
    },

    async insertMany(userId: string, values: readonly AssignmentValues[]): Promise<void> {
      for (const batch of inBatches(values)) {
        await db.insert(assignments).values(batch.map((row) => ({ ...row, userId })));
      }
    },

    async update(
      userId: string,
      id: string,
      changes: AssignmentChanges,
    ): Promise<AssignmentRow | undefined> {
      const [row] = await db.update(assignments).set(changes).where(owned(userId, id)).returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<AssignmentRow | undefined> {
      const [row] = await db.delete(assignments).where(owned(userId, id)).returning();
      return row;
    },

    /** Takes the class off its assignments; answers which ones it was on. */
    async unfile(userId: string, classId: string): Promise<string[]> {
      const rows = await db
        .update(assignments)
        .set({ classId: null })
        .where(and(eq(assignments.userId, userId), eq(assignments.classId, classId)))
        .returning({ id: assignments.id });
      return rows.map((row) => row.id);
    },

    /**
     * Files these assignments under the class again (undo of its delete), leaving any the
     * student has filed elsewhere since; answers which were filed.
     */
    async refile(userId: string, ids: readonly string[], classId: string): Promise<string[]> {
      const filed: string[] = [];
      for (const batch of inBatches(ids)) {
        const rows = await db
          .update(assignments)
          .set({ classId })
          .where(
            and(
              eq(assignments.userId, userId),
              inArray(assignments.id, [...batch]),
              isNull(assignments.classId),
            ),
          )
          .returning({ id: assignments.id });
        filed.push(...rows.map((row) => row.id));
      }
      return filed;
    },

    /** Which assignments are graded in which of these categories (a class going takes them). */
    async categoryLinks(
      userId: string,
      categoryIds: readonly string[],
    ): Promise<{ assignmentId: string; categoryId: string }[]> {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .select({ assignmentId: assignments.id, categoryId: assignments.gradeCategoryId })
        .from(assignments)
        .where(
          and(
            eq(assignments.userId, userId),
            inArray(assignments.gradeCategoryId, [...categoryIds]),
          ),
        );
      return rows.flatMap(({ assignmentId, categoryId }) =>
        categoryId ? [{ assignmentId, categoryId }] : [],
      );
    },

    /** The assignments graded in the category (which is going; the foreign key lets them go). */
    async inCategory(userId: string, categoryId: string): Promise<string[]> {
      const rows = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.userId, userId), eq(assignments.gradeCategoryId, categoryId)))
        .for('update');
      return rows.map((row) => row.id);
    },

    /**
     * Puts these grades back in the category (undo of its delete), leaving any the student has
     * filed in another category or moved to another class since; answers which were put back.
     */
    async refileCategory(
      userId: string,
      ids: readonly string[],
      categoryId: string,
      classId: string,
    ): Promise<string[]> {
      const filed: string[] = [];
      for (const batch of inBatches(ids)) {
        const rows = await db
          .update(assignments)
          .set({ gradeCategoryId: categoryId })
          .where(
            and(
              eq(assignments.userId, userId),
              inArray(assignments.id, [...batch]),
              eq(assignments.classId, classId),
              isNull(assignments.gradeCategoryId),
            ),
          )
          .returning({ id: assignments.id });
        filed.push(...rows.map((row) => row.id));
      }
      return filed;
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(assignments).where(eq(assignments.userId, userId));
    },
  };
}

export type AssignmentRepository = ReturnType<typeof assignmentRepository>;
