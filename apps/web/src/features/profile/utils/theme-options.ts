import { THEMES, type Theme } from '@assignd/core';
import { isFreeTheme } from '@/lib/theme-access';

/*
 * Each theme's accent and primary colour (as in index.css), for the previews next to the pickers:
 * the accent tells the light themes apart where their near-white backgrounds would not.
 */
export const THEME_SWATCHES: Record<Theme, [string, string]> = {
  light: ['#eef2ff', '#4f46e5'],
  dark: ['#1e1b4b', '#818cf8'],
  ocean: ['#daeef7', '#0b6a94'],
  green: ['#e0ecdb', '#2e6b3e'],
  purple: ['#2d2255', '#b59dff'],
  sunset: ['#fce6d6', '#b3420f'],
};

export const FREE_THEME_OPTIONS = THEMES.filter((theme) => isFreeTheme(theme));
export const CUSTOM_THEME_OPTIONS = THEMES.filter((theme) => !isFreeTheme(theme));
