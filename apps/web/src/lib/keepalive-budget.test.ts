// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client';
import { keepaliveFor } from './keepalive-budget';

const KIB = 1024;
const body = (bytes: number) => 'x'.repeat(bytes);

describe('keepalive for writes', () => {
  it('lets writes use keepalive while their bodies fit 60 KiB together, and frees it on answer', () => {
    const first = keepaliveFor(body(40 * KIB));
    const second = keepaliveFor(body(30 * KIB));
    expect([first.keepalive, second.keepalive]).toEqual([true, false]);
    // A body of multi-byte characters counts its UTF-8 bytes: 8,000 'é' are 16,000 bytes.
    const accents = keepaliveFor('é'.repeat(8_000));
    expect(accents.keepalive).toBe(true);
    expect(keepaliveFor(body(5 * KIB)).keepalive).toBe(false);
    first.release();
    first.release();
    accents.release();
    const third = keepaliveFor(body(59 * KIB));
    expect(third.keepalive).toBe(true);
    third.release();
  });

  it('sends a body too big for the budget, or not a string, as a plain request', () => {
    expect(keepaliveFor(body(61 * KIB)).keepalive).toBe(false);
    expect(keepaliveFor(new Blob(['x'])).keepalive).toBe(false);
    const none = keepaliveFor(undefined);
    expect(none.keepalive).toBe(true);
    none.release();
  });
});

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a small write with keepalive, so a reload right after it does not cancel it', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      sent.push(init);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const schema = {
      '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) },
    } as const;
    await apiFetch('/api/preferences', schema, { method: 'PATCH', body: '{"theme":"dark"}' });
    await apiFetch('/api/ai/import', schema, { method: 'POST', body: body(100 * KIB) });
    await apiFetch('/api/preferences', schema);
    expect(sent.map((init) => init.keepalive === true)).toEqual([true, false, false]);
  });
});
