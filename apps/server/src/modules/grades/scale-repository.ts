import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gradeScales } from './table';

/** The student's own letter scale, in whole hundredths of a percent; none: the default. */
export function scaleRepository(db: Executor) {
  return {
    async find(userId: string): Promise<number[] | undefined> {
      const [row] = await db
        .select({ scale: gradeScales.scaleHundredths })
        .from(gradeScales)
        .where(eq(gradeScales.userId, userId));
      return row?.scale;
    },

    async save(userId: string, scale: readonly number[]): Promise<void> {
      await db
        .insert(gradeScales)
        .values({ userId, scaleHundredths: [...scale] })
        .onConflictDoUpdate({
          target: gradeScales.userId,
          set: { scaleHundredths: [...scale], updatedAt: new Date() },
        });
    },

    async delete(userId: string): Promise<void> {
      await db.delete(gradeScales).where(eq(gradeScales.userId, userId));
    },
  };
}

export type ScaleRepository = ReturnType<typeof scaleRepository>;
