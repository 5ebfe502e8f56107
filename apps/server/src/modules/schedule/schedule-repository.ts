import type { Schedule } from '@assignd/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { schedules } from './table';

export type ScheduleRow = typeof schedules.$inferSelect;

export function scheduleRepository(db: Executor) {
  return {
    async find(userId: string): Promise<ScheduleRow | undefined> {
      const [row] = await db.select().from(schedules).where(eq(schedules.userId, userId));
      return row;
    },

    /** One schedule per user: saving replaces the one there is. */
    async save(userId: string, schedule: Schedule): Promise<ScheduleRow> {
      const values = { scheduleType: schedule.type, scheduleData: schedule };
      const [row] = await db
        .insert(schedules)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: schedules.userId, set: values })
        .returning();
      if (!row) throw new Error('Saving the schedule returned no row');
      return row;
    },

    async delete(userId: string): Promise<ScheduleRow | undefined> {
      const [row] = await db.delete(schedules).where(eq(schedules.userId, userId)).returning();
      return row;
    },
  };
}
