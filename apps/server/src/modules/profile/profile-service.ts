import type { Profile, updateProfileSchema } from '@assignd/schemas';
import { displayNameOf } from '@assignd/schemas';
import type { z } from 'zod';
import type { ProfileRepository } from './profile-repository';
import type { Origin } from '../../realtime/changes';

export type UpdateProfile = z.output<typeof updateProfileSchema>;

function clean(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const cut = value.trim().slice(0, 100);
  // Cutting between the halves of a surrogate pair would leave one the database cannot store.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function profileService(repository: ProfileRepository) {
  async function get(userId: string): Promise<Profile | undefined> {
    const row = await repository.find(userId);
    if (!row) return undefined;
    if (!row.hasProfile) {
      // An account whose set-up was interrupted after sign-up heals on first use.
      await repository.createDefaults(userId, {
        displayName: null,
        firstName: null,
        lastName: null,
      });
    }
    return {
      displayName: row.displayName,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
    };
  }

  return {
    /** Called when an account is created; names come from the sign-up form. */
    async setUpNewUser(
      userId: string,
      input: { firstName?: unknown; lastName?: unknown; name?: unknown },
    ) {
      const firstName = clean(input.firstName);
      const lastName = clean(input.lastName);
      const joined = displayNameOf(firstName ?? '', lastName ?? '');
      await repository.createDefaults(userId, {
        firstName,
        lastName,
        displayName: joined || clean(input.name),
      });
    },

    get,

    /** Returns the whole profile as it now is, so it can be published to the user's devices. */
    async update(
      userId: string,
      patch: UpdateProfile,
      origin: Origin,
    ): Promise<Profile | undefined> {
      await repository.update(userId, patch, origin);
      return get(userId);
    },
  };
}
