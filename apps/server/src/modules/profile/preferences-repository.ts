import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preferences } from './table';

export type PreferencesRow = typeof preferences.$inferSelect;
export type PreferencesChanges = Partial<
  Omit<PreferencesRow, 'userId' | 'createdAt' | 'updatedAt'>
>;

export function preferencesRepository(db: Executor) {
  return {
    /** The user's preferences; an account whose set-up was interrupted gets the defaults. */
    async find(userId: string): Promise<PreferencesRow> {
      const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
      if (row) return row;
      // "Do update" rather than "do nothing" so a request racing this one still gets the row back.
      const [created] = await db
        .insert(preferences)
        .values({ userId })
        .onConflictDoUpdate({ target: preferences.userId, set: { userId } })
        .returning();
      if (!created) throw new Error('Creating preferences returned no row');
      return created;
    },

    async update(userId: string, changes: PreferencesChanges): Promise<PreferencesRow> {
      const [row] = await db
        .insert(preferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: preferences.userId, set: changes })
        .returning();
      if (!row) throw new Error('Saving preferences returned no row');
      return row;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof preferencesRepository>;
