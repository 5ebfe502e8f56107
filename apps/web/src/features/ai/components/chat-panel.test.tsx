// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { ChatPanel } from './chat-panel';

/** The fake server, except that the chat's reply waits until the test releases it. */
function heldChat() {
  fakeServer();
  const planner = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (!input.endsWith('/api/ai/chat')) return planner(input, init);
    await held;
    return Response.json({ reply: 'Start with the essay.', engine: 'built-in' });
  });
  return release;
}

describe('Study Chat', () => {
  it('marks the conversation busy while a reply is on its way', async () => {
    const release = heldChat();
    const { user } = renderComponent(<ChatPanel />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-busy', 'false');

    await user.type(screen.getByLabelText('Message'), 'What should I do first?{Enter}');
    expect(log).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await screen.findByText('Start with the essay.')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'false');
  });
});
