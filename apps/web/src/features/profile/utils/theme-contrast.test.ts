import { readFileSync } from 'node:fs';
import { THEMES, type Theme } from '@assignd/core';
import { describe, expect, it } from 'vitest';
import { isDarkBased } from '@/lib/theme';
import { THEME_SWATCHES } from './theme-options';

/*
 * Every theme's palette, read from index.css the way the browser cascades it: :root, then .dark
 * for a dark-based theme, then the theme's own [data-theme] block. Each text and background pair
 * the components draw is checked against WCAG AA, so a palette change that makes a label
 * unreadable fails here before anyone sees it.
 */

const css = readFileSync(new URL('../../../index.css', import.meta.url), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return {};
  const body = css.slice(start, css.indexOf('}', start));
  const colours: Record<string, string> = {};
  for (const [, name = '', value = ''] of body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)) {
    colours[name] = value;
  }
  return colours;
}

function palette(theme: Theme): Record<string, string> {
  return {
    ...block(':root'),
    ...(isDarkBased(theme) ? block('.dark') : {}),
    ...block(`[data-theme='${theme}']`),
  };
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A colour at `alpha` over a background, as it reaches the eye (text-white/80, say). */
function over(front: Rgb, back: Rgb, alpha: number): Rgb {
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return [mix(front[0], back[0]), mix(front[1], back[1]), mix(front[2], back[2])];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const TEXT = 4.5;
/** Focus rings and other boundaries a control is recognised by. */
const UI = 3;

/** [text or mark, background, minimum ratio, alpha of the text] — a literal hex is a fixed colour. */
type Pair = [string, string, number, number?];

const PAIRS: Pair[] = [
  // Body text and headings on every surface it sits on.
  ...['background', 'surface', 'card', 'muted', 'accent', 'sidebar', 'border'].map((bg): Pair => [
    'foreground',
    bg,
    TEXT,
  ]),
  ['card-foreground', 'card', TEXT],
  // Secondary text: hints, dates, category badges, the sidebar's links, empty states.
  ...['background', 'surface', 'card', 'muted', 'sidebar'].map((bg): Pair => [
    'muted-foreground',
    bg,
    TEXT,
  ]),
  // Links, the selected day and tab, 'Due soon' counts, 'Due in 2 days' badges.
  ...['background', 'surface', 'card', 'muted', 'accent', 'sidebar'].map((bg): Pair => [
    'primary',
    bg,
    TEXT,
  ]),
  // Buttons, at rest and hovered.
  ['primary-foreground', 'primary', TEXT],
  ['primary-foreground', 'primary-hover', TEXT],
  // Soft buttons, the active sidebar link, the primary counter's icon.
  ['accent-foreground', 'accent', TEXT],
  // 'Due Today' and 'Due Tomorrow' badges, overdue counts, errors, Delete.
  ...['background', 'surface', 'card', 'muted', 'destructive-soft'].map((bg): Pair => [
    'destructive',
    bg,
    TEXT,
  ]),
  // The 'Overdue' badge, the strongest of the due badges.
  ['destructive-foreground', 'destructive', TEXT],
  // The 'Completed' badge (on muted) and counters.
  ...['surface', 'card', 'muted'].map((bg): Pair => ['success', bg, TEXT]),
  // White text on the brand gradient: the greeting banner (its lines at 80%), Upgrade, initials.
  ...['brand-from', 'brand-to'].map((bg): Pair => ['#ffffff', bg, TEXT, 0.8]),
  ['ring', 'background', UI],
  ['ring', 'surface', UI],
  ['ring', 'card', UI],
];

function colour(name: string, colours: Record<string, string>): Rgb {
  const hex = name.startsWith('#') ? name : colours[name];
  if (!hex) throw new Error(`--${name} is not defined`);
  return rgb(hex);
}

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrast(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21);
    expect(contrast(rgb('#4f46e5'), rgb('#4f46e5'))).toBe(1);
  });
});

describe.each(THEMES)('the %s theme', (theme) => {
  const colours = palette(theme);

  it.each(PAIRS)('%s on %s reaches %d:1', (front, back, minimum, alpha = 1) => {
    const background = colour(back, colours);
    const text = over(colour(front, colours), background, alpha);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(minimum);
  });

  it('previews in the pickers with its own accent and primary colour', () => {
    expect(THEME_SWATCHES[theme]).toEqual([colours.accent, colours.primary]);
  });
});
