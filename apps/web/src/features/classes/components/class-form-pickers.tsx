import { CLASS_ICONS } from '@assignd/core';
import Check from 'lucide-react/icons/check';
import Pipette from 'lucide-react/icons/pipette';
import { useId, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { CLASS_COLOR_SWATCHES } from '../utils/class-colors';
import { CLASS_ICON_COMPONENTS, CLASS_ICON_LABELS, classTint } from './class-icon';

const optionRing =
  'peer-focus-visible:ring-ring peer-focus-visible:ring-offset-card peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2';

export function ColorPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const name = useId();
  const current = value.toLowerCase();
  const isCustom = !CLASS_COLOR_SWATCHES.some((swatch) => swatch.value === current);
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm leading-none font-medium">Colour</legend>
      <div className="grid grid-cols-7 justify-items-center gap-2 sm:grid-cols-13">
        {CLASS_COLOR_SWATCHES.map((swatch) => {
          const checked = swatch.value === current;
          return (
            <label
              key={swatch.value}
              // The dot stays small; on a touch screen the whole cell, 44px tall, takes the tap.
              className="relative flex cursor-pointer items-center justify-center pointer-coarse:h-11 pointer-coarse:w-full"
              title={swatch.name}
            >
              <input
                type="radio"
                name={name}
                value={swatch.value}
                checked={checked}
                onChange={() => onChange(swatch.value)}
                className="peer sr-only"
                aria-label={swatch.name}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-white shadow-xs transition-transform hover:scale-110',
                  checked && 'ring-foreground ring-offset-card ring-2 ring-offset-2',
                  optionRing,
                )}
                style={{ backgroundColor: swatch.value }}
              >
                {checked && <Check className="size-4" strokeWidth={3} />}
              </span>
            </label>
          );
        })}
        <label
          className="relative flex cursor-pointer items-center justify-center pointer-coarse:h-11 pointer-coarse:w-full"
          title="Custom colour"
        >
          <input
            type="color"
            value={current}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            aria-label="Custom colour"
          />
          <span
            aria-hidden="true"
            className={cn(
              'pointer-events-none flex size-7 items-center justify-center rounded-full text-white shadow-xs transition-transform peer-hover:scale-110',
              isCustom && 'ring-foreground ring-offset-card ring-2 ring-offset-2',
              optionRing,
            )}
            style={
              isCustom
                ? { backgroundColor: current }
                : {
                    background:
                      'conic-gradient(#ef4444, #f59e0b, #84cc16, #14b8a6, #3b82f6, #8b5cf6, #ec4899, #ef4444)',
                  }
            }
          >
            <Pipette className="size-3.5 drop-shadow" />
          </span>
        </label>
      </div>
      {error && <p className="text-destructive mt-2 text-sm">{error}</p>}
    </fieldset>
  );
}

export function IconPicker({
  value,
  onChange,
  color,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The class colour chosen so far, which the checked icon takes. */
  color: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm leading-none font-medium">Icon</legend>
      <div className="grid grid-cols-7 gap-1.5">
        {CLASS_ICONS.map((icon) => {
          const Icon = CLASS_ICON_COMPONENTS[icon];
          const checked = icon === value;
          const style = checked
            ? ({ '--class-color': color, backgroundColor: classTint(color, 18) } as CSSProperties)
            : undefined;
          return (
            <label key={icon} className="relative cursor-pointer" title={CLASS_ICON_LABELS[icon]}>
              <input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                className="peer sr-only"
                aria-label={CLASS_ICON_LABELS[icon]}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-11 w-full items-center justify-center rounded-lg border transition-colors',
                  checked
                    ? 'border-(--class-color) text-(--class-color) dark:text-[color-mix(in_srgb,var(--class-color)_70%,white)]'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground border-transparent',
                  optionRing,
                )}
                style={style}
              >
                <Icon className="size-5" />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
