import { DEFAULT_THEME, FREE_THEMES, THEMES } from '@assignd/core';
import type { Preferences, updatePreferencesSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { noticesOf } from '../../realtime/changes';
import { oneOf } from '../../platform/planner-mappers';
import type { ProAccess } from '../../platform/pro-access';
import type { Store } from '../../platform/store';
import type { PreferencesRepository, PreferencesRow } from './preferences-repository';

const profileChanged = noticesOf('profiles');

export type UpdatePreferences = z.output<typeof updatePreferencesSchema>;

function toPreferences(row: PreferencesRow): Preferences {
  return {
    remindersEnabled: row.notificationsEnabled,
    theme: oneOf(THEMES, row.theme, DEFAULT_THEME),
    timeZone: row.timeZone,
    digestTime: row.digestTime,
    emailReminders: row.emailReminders,
    deviceReminders: row.deviceReminders,
    eveningBefore: row.eveningBefore,
    eveningTime: row.eveningTime,
    hourBefore: row.hourBefore,
  };
}

const isFreeTheme = (theme: string) => FREE_THEMES.some((free) => free === theme);

/** Whether a saved change alters when or how reminders come (not the theme, nor a no-op). */
const changesReminders = (before: PreferencesRow, after: PreferencesRow) =>
  (Object.keys(after) as (keyof PreferencesRow)[]).some(
    (key) =>
      key !== 'theme' && key !== 'updatedAt' && key !== 'createdAt' && before[key] !== after[key],
  );

export interface PreferencesRepositories {
  preferences: PreferencesRepository;
}

export function preferencesService(store: Store<PreferencesRepositories>, pro: ProAccess) {
  const { repositories } = store;
  return {
    /** A custom theme whose Pro plan has ended is reset to light, and the reset saved (spec 4). */
    async get(userId: string): Promise<Preferences> {
      const row = await repositories.preferences.find(userId);
      if (isFreeTheme(row.theme) || (await pro.has(userId))) return toPreferences(row);
      return toPreferences(await repositories.preferences.update(userId, { theme: DEFAULT_THEME }));
    },

    async update(userId: string, patch: UpdatePreferences): Promise<Preferences> {
      const { theme, remindersEnabled, ...reminderChoices } = patch;
      if (theme && !isFreeTheme(theme)) await pro.require(userId, 'themes');
      // The reminder choices have their columns' names; keys left out of the body stay out.
      const changes = {
        ...reminderChoices,
        ...(theme === undefined ? {} : { theme }),
        ...(remindersEnabled === undefined ? {} : { notificationsEnabled: remindersEnabled }),
      };
      if (Object.keys(changes).length === 0) {
        return toPreferences(await repositories.preferences.find(userId));
      }
      if (theme !== undefined && Object.keys(changes).length === 1) {
        return toPreferences(await repositories.preferences.update(userId, changes));
      }
      // New timing, channels or zone are a change to the profile that what follows it hears in
      // the same transaction as the save (reminders replan every reminder). Other devices are not
      // told: they show no preferences live.
      const row = await store.transact(async (tx, executor) => {
        const before = await tx.preferences.find(userId);
        const saved = await tx.preferences.update(userId, changes);
        if (changesReminders(before, saved)) {
          await store.followers(executor, profileChanged(userId, 'update', userId, null));
        }
        return saved;
      });
      return toPreferences(row);
    },
  };
}
