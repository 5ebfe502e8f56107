import { DEFAULT_THEME, FREE_THEMES, THEMES } from '@assignd/core';
import type { Preferences, updatePreferencesSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError } from '../../lib/http';
import type { PlannerStore } from '../../repositories/planner-repositories';
import { oneOf } from '../../services/planner-mappers';
import type { PreferencesRow } from './preferences-repository';
import type { SubscriptionService } from '../subscription/subscription-service';

export type UpdatePreferences = z.output<typeof updatePreferencesSchema>;

function toPreferences(row: PreferencesRow): Preferences {
  return {
    remindersEnabled: row.notificationsEnabled,
    theme: oneOf(THEMES, row.theme, DEFAULT_THEME),
  };
}

export function preferencesService(store: PlannerStore, subscriptions: SubscriptionService) {
  const { repositories } = store;
  return {
    async get(userId: string): Promise<Preferences> {
      return toPreferences(await repositories.preferences.find(userId));
    },

    async update(userId: string, patch: UpdatePreferences): Promise<Preferences> {
      const { theme, remindersEnabled } = patch;
      if (theme && !FREE_THEMES.some((free) => free === theme)) {
        const { subscribed } = await subscriptions.status(userId);
        if (!subscribed) throw new HttpError(403, 'Upgrade to Pro to unlock custom themes!');
      }
      const changes = {
        ...(theme === undefined ? {} : { theme }),
        ...(remindersEnabled === undefined ? {} : { notificationsEnabled: remindersEnabled }),
      };
      const row =
        Object.keys(changes).length === 0
          ? await repositories.preferences.find(userId)
          : await repositories.preferences.update(userId, changes);
      return toPreferences(row);
    },
  };
}
