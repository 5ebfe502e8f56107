import { describe, expect, it } from 'vitest';
import { quickAddSchema } from './quick-add-schema';

const VALID = {
  type: 'assignment',
  title: '  Essay ',
  description: '  ',
  date: '2026-12-05',
  classId: '',
} as const;

describe('quickAddSchema', () => {
  it('trims the title and makes a blank description none', () => {
    expect(quickAddSchema.parse(VALID)).toMatchObject({ title: 'Essay', description: null });
  });

  it("refuses a blank title with the server's message", () => {
    const result = quickAddSchema.safeParse({ ...VALID, title: '   ' });
    expect(result.error?.issues).toMatchObject([
      { path: ['title'], message: 'Please enter a title' },
    ]);
  });

  it('refuses a missing date and one that is not a real day', () => {
    for (const date of ['', '2026-02-30', 'tomorrow']) {
      const result = quickAddSchema.safeParse({ ...VALID, date });
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['date']]);
    }
  });
});
