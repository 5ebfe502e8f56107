// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, findToast, renderComponent } from '@/test/component-test';
import { ChangeEmailRow } from './change-email-dialog';

afterEach(() => {
  vi.restoreAllMocks();
});

const NEW_EMAIL = 'maya.new@example.com';
const IN_AN_HOUR = new Date(Date.now() + 60 * 60_000).toISOString();

/** A student with a password, and the pending change the server would answer (changeable). */
function serve(pending: { newEmail: string; expiresAt: string } | null) {
  const reads: Record<string, unknown> = {
    '/api/profile': {
      displayName: null,
      firstName: 'Maya',
      lastName: null,
      email: 'maya@example.com',
    },
    '/api/account/sign-in-methods': { password: true, providers: [], twoFactor: false },
    '/api/account/email-change': { pending },
  };
  const server = fakeServer(reads);
  return { server, reads };
}

describe('changing the e-mail in Settings', () => {
  it('says where the link went, then shows the change waiting under the e-mail', async () => {
    const { server, reads } = serve(null);
    const { user } = renderComponent(
      <MemoryRouter initialEntries={['/settings']}>
        <ChangeEmailRow />
      </MemoryRouter>,
    );
    await screen.findByText('maya@example.com');
    expect(screen.queryByText(/Waiting for confirmation/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    await user.type(within(dialog).getByLabelText('New e-mail'), NEW_EMAIL);
    await user.type(await within(dialog).findByLabelText('Password'), 'correct-horse');
    server.override('POST', '/api/account/email', { status: 204, body: null });
    reads['/api/account/email-change'] = {
      pending: { newEmail: NEW_EMAIL, expiresAt: IN_AN_HOUR },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));

    expect(
      await within(dialog).findByText(`Check ${NEW_EMAIL} to confirm the change`),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/Until you open it, sign in with maya@example\.com\./),
    ).toBeTruthy();
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: '/api/account/email',
        body: { newEmail: NEW_EMAIL, layout: 'desktop', password: 'correct-horse' },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(NEW_EMAIL)).toBeTruthy();
    expect(screen.getByText(/Waiting for confirmation/)).toBeTruthy();
  });

  it('sends the link again, says when the limit is reached, and cancels the change', async () => {
    const { server, reads } = serve({ newEmail: NEW_EMAIL, expiresAt: IN_AN_HOUR });
    const { user } = renderComponent(
      <MemoryRouter initialEntries={['/settings']}>
        <ChangeEmailRow />
      </MemoryRouter>,
    );
    await screen.findByText(NEW_EMAIL);

    server.override('POST', '/api/account/email-change/resend', { status: 204, body: null });
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    await findToast(`Link sent again to ${NEW_EMAIL}`);

    const limited = fakeServer(reads);
    limited.override('POST', '/api/account/email-change/resend', {
      status: 429,
      body: { error: 'The link was sent again 2 times. Please wait 12 minutes and try again.' },
    });
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    await findToast('The link was sent again 2 times. Please wait 12 minutes and try again.');

    reads['/api/account/email-change'] = { pending: null };
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    await findToast('E-mail change cancelled');
    expect(limited.writes.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/account/email-change',
    });
    await vi.waitFor(() => expect(screen.queryByText(NEW_EMAIL)).toBeNull());
    expect(screen.getByText('maya@example.com')).toBeTruthy();
  });
});
