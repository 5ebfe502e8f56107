import { FREE_THEMES, type Theme } from '@assignd/core';

/** Light and Dark are free; the custom themes need Pro (spec 5). */
export function isFreeTheme(theme: Theme): boolean {
  return (FREE_THEMES as readonly Theme[]).includes(theme);
}

export function canUseTheme(theme: Theme, isPro: boolean): boolean {
  return isPro || isFreeTheme(theme);
}
