import { useEffect, useRef } from 'react';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { applyTheme, DEFAULT_THEME, storeTheme } from '@/lib/theme';
import { canUseTheme } from '@/lib/theme-access';
import { useProAccess } from '@/features/billing/public/use-pro-access';

/**
 * Keeps <html> in the saved theme preference on every signed-in screen, and this device's copy
 * (for the first frame of the next visit) in step with it. A custom theme without Pro goes back
 * to light and that is saved (spec 4); a failed save is only logged, as the spec says for themes.
 */
export function useThemeSync(): void {
  const { data } = usePreferences();
  const { isPro, checking } = useProAccess();
  const { mutate } = useUpdatePreferences({ errorMessage: false });
  const resetSent = useRef(false);
  const theme = data?.theme;

  useEffect(() => {
    // Until the plan check answers, a Pro student's custom theme must not be taken away.
    if (!theme || checking) return;
    if (!canUseTheme(theme, isPro)) {
      applyTheme(DEFAULT_THEME);
      storeTheme(DEFAULT_THEME);
      // Once per visit: a failed save puts the old value back, which must not loop.
      if (!resetSent.current) {
        resetSent.current = true;
        mutate({ theme: DEFAULT_THEME });
      }
      return;
    }
    applyTheme(theme);
    storeTheme(theme);
  }, [theme, isPro, checking, mutate]);
}
