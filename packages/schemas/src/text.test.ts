import { describe, expect, it } from 'vitest';
import { line, TEXT_MESSAGES } from './text';

describe('a single-line text', () => {
  const title = line(20);

  it.each([
    ['Lab report\r\nsection 2', 'Lab report section 2'],
    ['Lab\treport', 'Lab report'],
    ['  Lab\n\n\nreport \u2028', 'Lab report'],
    ['Unit\u000b4\u0085test\u007f', 'Unit 4 test'],
    ['\r\nEssay', 'Essay'],
    ['Émile’s 😀 notes', 'Émile’s 😀 notes'],
  ])('stores %j as %j', (input, stored) => {
    expect(title.parse(input)).toBe(stored);
  });

  it('still refuses NUL, and counts its length once folded', () => {
    expect(title.safeParse('Lab\u0000report').error?.issues[0]?.message).toBe(TEXT_MESSAGES.nul);
    expect(title.safeParse(`${'a'.repeat(10)}\r\n${'b'.repeat(9)}`).success).toBe(true);
    expect(title.safeParse('a'.repeat(21)).error?.issues[0]?.message).toBe(
      'Must be at most 20 characters',
    );
  });
});
