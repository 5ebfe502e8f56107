import { THEME_NAMES, type Theme } from '@assignd/core';
import Check from 'lucide-react/icons/check';
import Lock from 'lucide-react/icons/lock';
import Palette from 'lucide-react/icons/palette';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { UpgradeLink } from '@/features/billing/public/upgrade-link';
import { useThemeChoice } from '../hooks/use-theme-choice';
import { CUSTOM_THEME_OPTIONS, FREE_THEME_OPTIONS, THEME_SWATCHES } from '../utils/theme-options';
import { RowSkeleton, SettingsSection } from '@/components/settings-section';

/**
 * The theme as tiles big enough for a finger, for the phone and tablet: Light and Dark for
 * everyone, the custom themes marked Pro for the free plan.
 */
export function ThemeSection() {
  const { theme, choose, isPro, isPending } = useThemeChoice();
  const name = useId();

  const tiles = (options: readonly Theme[], locked: boolean) => (
    <div className="grid grid-cols-2 gap-2 @xl:grid-cols-4">
      {options.map((option) => (
        <ThemeTile
          key={option}
          theme={option}
          name={name}
          checked={option === theme}
          locked={locked}
          onChoose={choose}
        />
      ))}
    </div>
  );

  return (
    <SettingsSection
      icon={Palette}
      title="Appearance"
      description="How Assignd looks on every device you sign in on."
    >
      {isPending ? (
        <div className="grid grid-cols-2 gap-2 py-4">
          <RowSkeleton className="h-14 rounded-lg" />
          <RowSkeleton className="h-14 rounded-lg" />
        </div>
      ) : (
        <fieldset className="@container grid min-w-0 gap-3 py-4">
          <legend className="sr-only">Theme</legend>
          {tiles(FREE_THEME_OPTIONS, false)}
          <p className="text-muted-foreground text-sm">
            {isPro ? (
              'Custom themes'
            ) : (
              <>
                Light and Dark are free. Custom themes come with{' '}
                <UpgradeLink className="text-primary font-medium underline-offset-4 hover:underline">
                  Pro
                </UpgradeLink>
                .
              </>
            )}
          </p>
          {tiles(CUSTOM_THEME_OPTIONS, !isPro)}
        </fieldset>
      )}
    </SettingsSection>
  );
}

function ThemeTile({
  theme,
  name,
  checked,
  locked,
  onChoose,
}: {
  theme: Theme;
  name: string;
  checked: boolean;
  locked: boolean;
  onChoose: (theme: Theme) => void;
}) {
  const [background, brand] = THEME_SWATCHES[theme];
  const className = cn(
    'bg-card relative flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-xl border px-2.5 py-2 text-left text-sm font-medium transition-colors',
    'has-focus-visible:ring-ring has-focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
    checked ? 'border-primary ring-primary/30 ring-2' : 'hover:bg-muted',
    locked && 'text-muted-foreground',
  );
  const face = (
    <>
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-md border"
        style={{ backgroundColor: background, color: brand }}
      >
        {locked ? (
          <Lock className="size-3.5" />
        ) : (
          <span className="size-3 rounded-full" style={{ backgroundColor: brand }} />
        )}
      </span>
      <span className="min-w-0 flex-1 leading-tight">
        {THEME_NAMES[theme]}
        {locked && <span className="sr-only"> (Pro)</span>}
      </span>
      {checked && <Check aria-hidden="true" className="text-primary size-4 shrink-0" />}
    </>
  );
  // A locked theme is a button, not a radio: arrowing through the choices must not land on it
  // and raise the upgrade message at every key press.
  if (locked) {
    return (
      <button type="button" className={className} onClick={() => onChoose(theme)}>
        {face}
      </button>
    );
  }
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={theme}
        checked={checked}
        onChange={() => onChoose(theme)}
        className="sr-only"
      />
      {face}
    </label>
  );
}
