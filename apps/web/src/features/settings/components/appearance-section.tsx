import { THEME_NAMES, THEMES, type Theme } from '@assignd/core';
import { Crown, Palette } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PREFERENCE_MESSAGES, usePreferences, useUpdatePreferences } from '@/api/preferences';
import { Select } from '@/components/ui/select';
import { usePlan } from '@/hooks/use-plan';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { readStoredTheme } from '@/lib/theme';
import { canUseTheme, isFreeTheme } from '@/lib/theme-access';
import { RowSkeleton, SettingRow, SettingsSection } from './settings-section';

/** Each theme's brand colours, for the little preview next to the picker. */
const SWATCHES: Record<Theme, [string, string]> = {
  light: ['#ffffff', '#4f46e5'],
  dark: ['#0f172a', '#6366f1'],
  ocean: ['#e0f2fe', '#0369a1'],
  green: ['#dcfce7', '#15803d'],
  purple: ['#ede9fe', '#7c3aed'],
  sunset: ['#ffedd5', '#c2410c'],
};

const FREE = THEMES.filter((theme) => isFreeTheme(theme));
const CUSTOM = THEMES.filter((theme) => !isFreeTheme(theme));

export function AppearanceSection() {
  const selectId = useId();
  const { data: preferences, isPending } = usePreferences();
  const { isPro } = usePlan();
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

  return (
    <SettingsSection
      icon={Palette}
      title="Appearance"
      description="How Assignd looks on every device you sign in on."
    >
      <SettingRow
        title="Theme"
        htmlFor={selectId}
        description={
          isPro ? (
            'Light, Dark or one of the custom themes.'
          ) : (
            <>
              Light and Dark are free. Custom themes come with{' '}
              <Link
                to="/pro"
                className="text-primary font-medium underline-offset-4 hover:underline"
              >
                Pro
              </Link>
              .
            </>
          )
        }
      >
        {isPending ? (
          <RowSkeleton className="w-full sm:w-60" />
        ) : (
          <div className="flex w-full items-center gap-3 sm:w-auto">
            <ThemeSwatch theme={theme} />
            <Select
              id={selectId}
              className="min-w-0 flex-1 sm:w-52 sm:flex-none"
              value={theme}
              onChange={(event) => choose(event.target.value as Theme)}
            >
              {FREE.map((option) => (
                <option key={option} value={option}>
                  {THEME_NAMES[option]}
                </option>
              ))}
              <optgroup label={isPro ? 'Custom themes' : 'Custom themes (Pro)'}>
                {CUSTOM.map((option) => (
                  <option key={option} value={option}>
                    {THEME_NAMES[option]}
                    {isPro ? '' : ' (Pro)'}
                  </option>
                ))}
              </optgroup>
            </Select>
          </div>
        )}
      </SettingRow>
      {!isPro && (
        <div className="flex flex-wrap items-center gap-2 py-4">
          <Crown aria-hidden="true" className="size-4 text-amber-500" />
          <span className="text-muted-foreground text-sm">Pro themes:</span>
          <ul className="flex flex-wrap gap-2" aria-label="Pro themes">
            {CUSTOM.map((option) => (
              <li
                key={option}
                className="text-muted-foreground inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: SWATCHES[option][1] }}
                />
                {THEME_NAMES[option]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </SettingsSection>
  );
}

function ThemeSwatch({ theme }: { theme: Theme }) {
  const [background, brand] = SWATCHES[theme];
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg border shadow-xs"
      style={{ backgroundColor: background }}
    >
      <span className="size-4 rounded-full" style={{ backgroundColor: brand }} />
    </span>
  );
}
