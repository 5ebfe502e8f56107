import { SCHOOL_WEEKDAYS_DEFAULT, type Schedule } from '@assignd/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { schedules } from './table';

type StoredRow = typeof schedules.$inferSelect;
/** scheduleData is the whole schedule: a rotation's school days come in from their columns. */
export type ScheduleRow = Omit<StoredRow, 'schoolWeekdays' | 'holidays'>;

function toRow({ schoolWeekdays, holidays, ...row }: StoredRow): ScheduleRow {
  if (row.scheduleData.type !== 'rotating') return row;
  return { ...row, scheduleData: { ...row.scheduleData, schoolWeekdays, holidays } };
}

/** The columns of a schedule; a weekly one has no rotation to count and keeps the defaults. */
function toColumns(schedule: Schedule) {
  if (schedule.type !== 'rotating') {
    return {
      scheduleType: schedule.type,
      scheduleData: schedule,
      schoolWeekdays: [...SCHOOL_WEEKDAYS_DEFAULT],
      holidays: [],
    };
  }
  const { schoolWeekdays, holidays, ...rest } = schedule;
  return {
    scheduleType: schedule.type,
    scheduleData: rest,
    schoolWeekdays: [...(schoolWeekdays ?? SCHOOL_WEEKDAYS_DEFAULT)],
    holidays: [...(holidays ?? [])],
  };
}

export function scheduleRepository(db: Executor) {
  return {
    async find(userId: string): Promise<ScheduleRow | undefined> {
      const [row] = await db.select().from(schedules).where(eq(schedules.userId, userId));
      return row && toRow(row);
    },

    /** One schedule per user: saving replaces the one there is. */
    async save(userId: string, schedule: Schedule): Promise<ScheduleRow> {
      const values = toColumns(schedule);
      const [row] = await db
        .insert(schedules)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: schedules.userId, set: values })
        .returning();
      if (!row) throw new Error('Saving the schedule returned no row');
      return toRow(row);
    },

    async delete(userId: string): Promise<ScheduleRow | undefined> {
      const [row] = await db.delete(schedules).where(eq(schedules.userId, userId)).returning();
      return row && toRow(row);
    },
  };
}

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
