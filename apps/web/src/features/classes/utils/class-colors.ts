import { DEFAULT_CLASS_COLOR, NEW_CLASS_COLOR } from '@assignd/core';

/** Swatches that read well as accents on light and dark cards; any other colour via Custom. */
export const CLASS_COLOR_SWATCHES: readonly { value: string; name: string }[] = [
  { value: NEW_CLASS_COLOR, name: 'Indigo' },
  { value: DEFAULT_CLASS_COLOR, name: 'Blue' },
  { value: '#0ea5e9', name: 'Sky' },
  { value: '#14b8a6', name: 'Teal' },
  { value: '#10b981', name: 'Emerald' },
  { value: '#84cc16', name: 'Lime' },
  { value: '#f59e0b', name: 'Amber' },
  { value: '#f97316', name: 'Orange' },
  { value: '#ef4444', name: 'Red' },
  { value: '#ec4899', name: 'Pink' },
  { value: '#8b5cf6', name: 'Violet' },
  { value: '#64748b', name: 'Slate' },
];

/** What a student calls a class's colour: the swatch's name, or 'Custom colour' for any other. */
export function colorName(color: string): string {
  const current = color.toLowerCase();
  return CLASS_COLOR_SWATCHES.find((swatch) => swatch.value === current)?.name ?? 'Custom colour';
}
