import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-jitless';

afterEach(() => vi.restoreAllMocks());

describe('zod-jitless', () => {
  it('keeps zod from trying eval, which the CSP refuses and Chromium reports', async () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    const schema = z.object({ title: z.string(), done: z.boolean() });

    expect(schema.parse({ title: 'Essay', done: false })).toEqual({ title: 'Essay', done: false });
    expect(compile).not.toHaveBeenCalled();
  });
});
