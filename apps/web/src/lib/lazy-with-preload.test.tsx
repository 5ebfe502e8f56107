// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { lazyWithPreload } from './lazy-with-preload';

function Dialog({ title }: { title: string }) {
  return <p>{title}</p>;
}

/** A download that fails the first time (a dropped connection) and works after. */
function flakyDownload() {
  return vi
    .fn<() => Promise<{ Dialog: typeof Dialog }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ Dialog });
}

function host(Part: ComponentType<{ title: string }>, attempt: number) {
  return (
    <ErrorBoundary resetKey={String(attempt)} fallback={() => <p>Could not load</p>}>
      <Suspense fallback={<p>Loading</p>}>
        <Part title="Edit assignment" />
      </Suspense>
    </ErrorBoundary>
  );
}

describe('a lazily loaded part whose download failed', () => {
  it('downloads again when it is asked for again, instead of failing for good', async () => {
    const download = flakyDownload();
    const Part = lazyWithPreload(download, (module) => module.Dialog);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(host(Part, 1));
    expect(await screen.findByText('Could not load')).toBeTruthy();
    // Shown, not tried again behind the student's back (offline, that would never end).
    expect(download).toHaveBeenCalledTimes(1);

    view.rerender(host(Part, 2));
    expect(await screen.findByText('Edit assignment')).toBeTruthy();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('lets a failed preload be followed by a render that works', async () => {
    const download = flakyDownload();
    const Part = lazyWithPreload(download, (module) => module.Dialog);
    await expect(Part.preload()).rejects.toThrow('Failed to fetch');
    render(host(Part, 1));
    expect(await screen.findByText('Edit assignment')).toBeTruthy();
    expect(download).toHaveBeenCalledTimes(2);
  });
});
