import { describe, expect, it } from 'vitest';
import { colorName } from './class-colors';

describe('colorName', () => {
  it.each([
    ['#10b981', 'Emerald'],
    ['#10B981', 'Emerald'],
    ['#f59e0b', 'Amber'],
    ['#123456', 'Custom colour'],
  ])('calls %s %s', (color, name) => {
    expect(colorName(color)).toBe(name);
  });
});
