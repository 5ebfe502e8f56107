// @vitest-environment jsdom
import { LIMITS } from '@assignd/schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { DisplayNameForm } from './display-name-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing through user-event on a busy machine can take seconds.
describe('DisplayNameForm', { timeout: 20_000 }, () => {
  it('saves a changed name and says so', async () => {
    const server = fakeServer();
    server.override('PATCH', '/api/profile', {
      status: 200,
      body: { displayName: 'Sam', firstName: null, lastName: null, email: 'sam@example.com' },
    });
    const { user } = renderComponent(<DisplayNameForm displayName="" />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Display name'), 'Sam');
    await user.click(save);

    expect(await screen.findByText('Display name saved')).toBeInTheDocument();
    expect(server.writes).toEqual([
      { method: 'PATCH', path: '/api/profile', body: { displayName: 'Sam' } },
    ]);
  });

  it('says a name too long under the field, focuses it and saves nothing', async () => {
    const server = fakeServer();
    const { user } = renderComponent(<DisplayNameForm displayName="" />);
    const input = screen.getByLabelText('Display name');

    await user.click(input);
    await user.paste('x'.repeat(LIMITS.name + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const error = await screen.findByText(`Must be at most ${LIMITS.name} characters`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(input).toHaveFocus();
    expect(server.writes).toEqual([]);
  });
});
