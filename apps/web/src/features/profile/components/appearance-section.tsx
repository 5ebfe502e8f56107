import { THEME_NAMES, type Theme } from '@assignd/core';
import Crown from 'lucide-react/icons/crown';
import Palette from 'lucide-react/icons/palette';
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { UpgradeLink } from '@/features/billing/public/upgrade-link';
import { useThemeChoice } from '../hooks/use-theme-choice';
import { CUSTOM_THEME_OPTIONS, FREE_THEME_OPTIONS, THEME_SWATCHES } from '../utils/theme-options';
import { RowSkeleton, SettingRow, SettingsSection } from '@/components/settings-section';

export function AppearanceSection() {
  const selectId = useId();
  const { theme, choose, isPro, isPending } = useThemeChoice();

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
              <UpgradeLink className="text-primary font-medium underline-offset-4 hover:underline">
                Pro
              </UpgradeLink>
              .
            </>
          )
        }
      >
        {isPending ? (
          <RowSkeleton className="h-10 w-full rounded-lg sm:w-60" />
        ) : (
          <div className="flex w-full items-center gap-3 sm:w-auto">
            <ThemeSwatch theme={theme} />
            <Select
              id={selectId}
              className="min-w-0 flex-1 sm:w-52 sm:flex-none"
              value={theme}
              onChange={(event) => choose(event.target.value as Theme)}
            >
              {FREE_THEME_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {THEME_NAMES[option]}
                </option>
              ))}
              <optgroup label={isPro ? 'Custom themes' : 'Custom themes (Pro)'}>
                {CUSTOM_THEME_OPTIONS.map((option) => (
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
            {CUSTOM_THEME_OPTIONS.map((option) => (
              <li
                key={option}
                className="text-muted-foreground inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs"
              >
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: THEME_SWATCHES[option][1] }}
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
  const [background, brand] = THEME_SWATCHES[theme];
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
