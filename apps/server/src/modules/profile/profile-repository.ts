import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { preferences, profiles } from './table';
import { noticesOf, type Origin } from '../../realtime/changes';
import { type ChangeFollowers, changeRepository } from '../../platform/change-repository';

export interface ProfileRow {
  hasProfile: boolean;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export type ProfileChanges = Partial<
  Pick<typeof profiles.$inferInsert, 'displayName' | 'firstName' | 'lastName'>
>;

const notice = noticesOf('profiles');

export function profileRepository(db: Database, followers: ChangeFollowers) {
  return {
    /** Creates the profile and the default preferences of a user; a second call changes nothing. */
    async createDefaults(
      userId: string,
      names: { displayName: string | null; firstName: string | null; lastName: string | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(profiles)
          .values({ userId, ...names })
          .onConflictDoNothing();
        await tx.insert(preferences).values({ userId }).onConflictDoNothing();
      });
    },

    /**
     * Saves changed names, publishing the change in the same transaction; the row is created if
     * set-up was interrupted after sign-up.
     */
    async update(userId: string, changes: ProfileChanges, origin: Origin): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(profiles)
          .values({ userId, ...changes })
          .onConflictDoUpdate({ target: profiles.userId, set: changes });
        await changeRepository(tx, followers).publish(notice(userId, 'update', userId, origin));
      });
    },

    async find(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select({
          hasProfile: sql<boolean>`${profiles.userId} is not null`,
          displayName: profiles.displayName,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: users.email,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
