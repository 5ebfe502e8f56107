// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { fakeServer, renderComponent } from '@/test/component-test';
import { useConnectionTest } from './use-connection-test';

function TestButton() {
  const { run, testing } = useConnectionTest();
  return (
    <Button onClick={run} disabled={testing}>
      {testing ? 'Testing' : 'Test AI Connection'}
    </Button>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Test AI Connection', () => {
  it('names a failed answer in a toast', async () => {
    const server = fakeServer();
    server.override('POST', '/api/ai/chat', { status: 503, body: { error: 'Model unavailable' } });
    const { user } = renderComponent(<TestButton />);
    await user.click(screen.getByRole('button', { name: 'Test AI Connection' }));
    expect(await screen.findByText('AI Test Failed: Model unavailable')).toBeTruthy();
  });

  it('adds no toast of its own offline, where the app already says the change was not sent', async () => {
    fakeServer();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderComponent(<TestButton />);
    await user.click(screen.getByRole('button', { name: 'Test AI Connection' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Test AI Connection' })).not.toBeDisabled(),
    );
    expect(screen.queryByText(/AI Test Failed: You're offline/)).toBeNull();
  });
});
