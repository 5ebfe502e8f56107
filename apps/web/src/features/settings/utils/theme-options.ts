import { THEMES, type Theme } from '@assignd/core';
import { isFreeTheme } from '@/lib/theme-access';

/** Each theme's background and brand colour, for the previews next to the pickers. */
export const THEME_SWATCHES: Record<Theme, [string, string]> = {
  light: ['#ffffff', '#4f46e5'],
  dark: ['#0f172a', '#818cf8'],
  ocean: ['#e0f2fe', '#0369a1'],
  green: ['#dcfce7', '#15803d'],
  purple: ['#ede9fe', '#7c3aed'],
  sunset: ['#ffedd5', '#c2410c'],
};

export const FREE_THEME_OPTIONS = THEMES.filter((theme) => isFreeTheme(theme));
export const CUSTOM_THEME_OPTIONS = THEMES.filter((theme) => !isFreeTheme(theme));
