import type { Theme } from '@assignd/core';
import { PREFERENCE_MESSAGES, usePreferences, useUpdatePreferences } from '../api/preferences';
import { useProAccess } from '@/features/billing/public/use-pro-access';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { readStoredTheme } from '@/lib/theme';
import { canUseTheme } from '@/lib/theme-access';

/** The saved theme and a way to change it that keeps the custom themes for Pro (spec 4 and 5). */
export function useThemeChoice() {
  const { data: preferences, isPending } = usePreferences();
  const { isPro } = useProAccess();
  // Spec 8: a failed theme save is only logged; a custom theme the server refuses says why.
  const update = useUpdatePreferences({ errorMessage: false });
  const theme = preferences?.theme ?? readStoredTheme();

  const choose = (next: Theme) => {
    if (next === theme) return;
    if (!canUseTheme(next, isPro)) {
      notify.error(PREFERENCE_MESSAGES.proThemes);
      return;
    }
    update.mutate(
      { theme: next },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) notify.error(error.message);
        },
      },
    );
  };

  return { theme, choose, isPro, isPending };
}
