import type { Theme } from '@assignd/core';

/*
 * The colour theme on <html>: `.dark` for dark, `data-theme="ocean"` (etc.) for the custom themes,
 * nothing for light. A dark-based custom theme (Royal Purple) gets both, so every `dark:` variant
 * in the components applies under it and its data-theme palette (later in index.css) overrides
 * the dark one. A copy of the chosen theme is kept in localStorage so the next visit paints
 * in it from the first frame (main.tsx applies it before React renders; the CSP allows no inline
 * script), while the saved preference on the server carries it across devices.
 */

const THEME_STORAGE_KEY = 'assignd_theme';
export const DEFAULT_THEME: Theme = 'light';

/*
 * Every theme, and whether it is painted on a dark background (then it takes the `.dark` class as
 * well as its own palette). Checked against core's Theme type (every theme, nothing else) rather
 * than imported from it: this module runs before the first frame, and importing @assignd/core here
 * would pull shared code into the landing page's first download. Which themes are free is in
 * theme-access.ts.
 */
const DARK_BASED: Readonly<Record<Theme, boolean>> = {
  light: false,
  dark: true,
  ocean: false,
  green: false,
  purple: true,
  sunset: false,
};

export function isDarkBased(theme: Theme): boolean {
  return DARK_BASED[theme];
}

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && Object.hasOwn(DARK_BASED, value);
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', isDarkBased(theme));
  if (theme === 'light' || theme === 'dark') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** The theme remembered on this device, or light. */
export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    if (theme === DEFAULT_THEME) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the server's preference still applies after loading.
  }
}

/** Back to light, e.g. after signing out, so the next visitor on this device starts plain. */
export function resetTheme(): void {
  storeTheme(DEFAULT_THEME);
  applyTheme(DEFAULT_THEME);
}
