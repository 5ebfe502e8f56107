// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseSchema } from './api-client';

/** Accepts any list; rejects everything else, as a response schema would. */
const listSchema: ResponseSchema<unknown[]> = {
  '~standard': {
    validate: (value) => (Array.isArray(value) ? { value } : { issues: ['not a list'] }),
  },
};

function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-reads';
  element.textContent = text;
  document.body.append(element);
}

/** A fresh copy of the client, as a page that has just loaded has. */
async function client() {
  vi.resetModules();
  return import('./api-client');
}

const fetched = vi.fn<typeof fetch>();

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify(['from the server']), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetched);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the page's first reads", () => {
  it('answer the first read of each path without a request, once, passing on its change number', async () => {
    pageCarries(JSON.stringify({ '/api/assignments': { body: ['Lab report'], cursor: 7 } }));
    const { apiFetch, onListCursor } = await client();
    const cursors: number[] = [];
    onListCursor((cursor) => cursors.push(cursor));

    expect(await apiFetch('/api/assignments', listSchema)).toEqual(['Lab report']);
    expect(fetched).not.toHaveBeenCalled();
    expect(cursors).toEqual([7]);
    // The data is out of the page: nothing else reads it there.
    expect(document.getElementById('first-reads')).toBeNull();

    expect(await apiFetch('/api/assignments', listSchema)).toEqual(['from the server']);
    expect(fetched).toHaveBeenCalledOnce();
  });

  it('are checked like any answer', async () => {
    pageCarries(JSON.stringify({ '/api/assignments': { body: { not: 'a list' } } }));
    const { apiFetch } = await client();
    await expect(apiFetch('/api/assignments', listSchema)).rejects.toThrow(
      'Unexpected answer from /api/assignments',
    );
  });

  it('are not used for a write, after the page has started, or when the page is cut short', async () => {
    pageCarries(JSON.stringify({ '/api/classes': { body: ['Biology'] } }));
    let { apiFetch } = await client();
    await apiFetch('/api/classes', listSchema, { method: 'POST', body: '{}' });
    expect(fetched).toHaveBeenCalledOnce();

    vi.spyOn(performance, 'now').mockReturnValue(15_001);
    expect(await apiFetch('/api/classes', listSchema)).toEqual(['from the server']);

    vi.restoreAllMocks();
    document.body.replaceChildren();
    pageCarries('{"/api/classes": {"body": ["Bio');
    ({ apiFetch } = await client());
    expect(await apiFetch('/api/classes', listSchema)).toEqual(['from the server']);
  });

  it("are a screen's data from its first render, without a request", async () => {
    pageCarries(JSON.stringify({ '/api/assignments': { body: ['Lab report'], cursor: 3 } }));
    const { onListCursor } = await client();
    const cursors: number[] = [];
    onListCursor((cursor) => cursors.push(cursor));
    // Fresh copies alongside the fresh client, so the hook and the provider are the same React's.
    const { createElement } = await import('react');
    const { render } = await import('@testing-library/react');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { queryClient } = await import('./query-client');
    const { useServerQuery } = await import('@/api/server-query');
    const renders: unknown[] = [];
    function Assignments() {
      renders.push(useServerQuery(['assignments'], '/api/assignments', listSchema).data);
      return null;
    }
    render(createElement(QueryClientProvider, { client: queryClient }, createElement(Assignments)));

    expect(renders[0]).toEqual(['Lab report']);
    expect(fetched).not.toHaveBeenCalled();
    expect(cursors).toEqual([3]);
  });
});
