import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, errorBody } from './http';

describe('errorBody', () => {
  it('sends the field beside the words', () => {
    expect(errorBody('title: Please enter a title', 'title')).toEqual({
      error: 'title: Please enter a title',
      field: 'title',
    });
  });

  it('keeps words of their own as given', () => {
    expect(errorBody('Invalid backup file format', 'schedule.0.numDays')).toEqual({
      error: 'Invalid backup file format',
      field: 'schedule.0.numDays',
    });
  });

  it('has no field key for a refusal about no field', () => {
    expect(errorBody('Not found')).toEqual({ error: 'Not found' });
  });
});

describe('describeIssue', () => {
  const schema = z.strictObject({ title: z.string().min(1, 'Please enter a title') });

  it('names the wrong field, nested ones by their dotted path', () => {
    const nested = z.object({ periods: z.array(z.object({ start: z.string() })) });
    const result = nested.safeParse({ periods: [{ start: 8 }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssue(result.error).field).toBe('periods.0.start');
  });

  it('gives the schema message after the field name', () => {
    const result = schema.safeParse({ title: '' });
    if (result.success) throw new Error('expected a refusal');
    expect(describeIssue(result.error)).toEqual({
      field: 'title',
      message: 'title: Please enter a title',
    });
  });

  it('names an unknown key as its field', () => {
    const result = schema.safeParse({ title: 'x', colour: 'red' });
    if (result.success) throw new Error('expected a refusal');
    expect(describeIssue(result.error)).toEqual({
      field: 'colour',
      message: 'colour: Unknown field',
    });
  });
});
