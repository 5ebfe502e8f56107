import type { Profile } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { NO_FOLLOWERS } from '../../platform/change-repository';
import { serverModule } from '../../platform/server-module';
import { preferencesRepository } from './preferences-repository';
import { profileRepository } from './profile-repository';
import { profileRoutes } from './profile-routes';
import { profileService } from './profile-service';

/** A profile's id on the wire is its user's id. */
function readProfile(db: Database, userId: string, id: string): Promise<Profile | undefined> {
  return id === userId
    ? profileService(profileRepository(db, NO_FOLLOWERS)).get(userId)
    : Promise.resolve(undefined);
}

// Clear all keeps the account, so its names and preferences stay; a backup holds neither.
export const profileModule = serverModule({
  name: 'profile',
  repositories: { preferences: preferencesRepository },
  routes: profileRoutes,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'profiles', readRow: readProfile },
  quota: null,
  clearAll: { skipped: 'a name and preferences are settings, not planner data' },
  backup: null,
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
