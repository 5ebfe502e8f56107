// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, findToast, renderComponent } from '@/test/component-test';
import { usePublicConfig } from '@/features/auth/api/use-public-config';
import { GoogleCalendarCard } from './google-calendar-card';

const CONFIG = {
  emailVerificationRequired: false,
  socialProviders: [],
  billing: 'off',
  googleCalendarSync: true,
};
const STATUS = { configured: true, connected: false, needsReconnect: false, lastSync: null };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(address: string) {
  return renderComponent(
    <MemoryRouter initialEntries={[address]}>
      <GoogleCalendarCard />
      <Address />
    </MemoryRouter>,
  );
}

/** Says when the app knows the server's configuration, as the card does. */
function ConfigKnown() {
  const { data } = usePublicConfig();
  return data ? <p>Configuration known</p> : null;
}

describe('GoogleCalendarCard', () => {
  it('is not offered, or sold, on a server without a Google client', async () => {
    for (const billing of ['local', 'off']) {
      fakeServer({
        '/api/config': { ...CONFIG, billing, googleCalendarSync: false },
        '/api/subscription': {
          subscribed: false,
          subscriptionTier: 'free',
          subscriptionEnd: null,
          isCancelled: false,
        },
        '/api/calendar/google': { ...STATUS, configured: false },
      });
      const { unmount } = renderComponent(
        <MemoryRouter initialEntries={['/calendar']}>
          <GoogleCalendarCard />
          <ConfigKnown />
        </MemoryRouter>,
      );
      expect(await screen.findByText('Configuration known')).toBeVisible();
      expect(screen.queryByText(/Google Calendar/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
      unmount();
    }
  });

  it('says the admin can enable it, with no button, if the Google client is gone since the page loaded', async () => {
    fakeServer({ '/api/config': CONFIG, '/api/calendar/google': { ...STATUS, configured: false } });
    renderAt('/calendar');
    expect(await screen.findByText(/The server's admin can enable it\./)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks to reconnect when Google refused the grant', async () => {
    fakeServer({
      '/api/config': CONFIG,
      '/api/calendar/google': { ...STATUS, connected: true, needsReconnect: true },
    });
    renderAt('/settings');
    expect(await screen.findByText(/needs reconnection/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reconnect Google Calendar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('syncs and shows the server message', async () => {
    const server = fakeServer({
      '/api/config': CONFIG,
      '/api/calendar/google': { ...STATUS, connected: true },
    });
    server.override('POST', '/api/calendar/google/sync', {
      status: 200,
      body: {
        syncCount: 3,
        eventCount: 1,
        message: 'Synced 3 assignments',
        lastSync: '2026-03-05T15:00:00.000Z',
      },
    });
    const { user } = renderAt('/calendar');
    expect(await screen.findByText(/Not synced yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await findToast('Synced 3 assignments');
    expect(screen.getByText(/Last synced Mar 5/)).toBeVisible();
  });

  it('says Failed to sync assignments when the sync fails', async () => {
    const server = fakeServer({
      '/api/config': CONFIG,
      '/api/calendar/google': { ...STATUS, connected: true },
    });
    server.override('POST', '/api/calendar/google/sync', {
      status: 502,
      body: { error: 'Failed to sync assignments' },
    });
    const { user } = renderAt('/calendar');
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    await findToast('Failed to sync assignments');
  });

  it('shows a free student the Pro card, and a way out of a connection their plan outlived', async () => {
    const server = fakeServer({
      '/api/config': { ...CONFIG, billing: 'local' },
      '/api/subscription': {
        subscribed: false,
        subscriptionTier: 'free',
        subscriptionEnd: null,
        isCancelled: false,
      },
      '/api/calendar/google': { ...STATUS, connected: true },
    });
    server.override('DELETE', '/api/calendar/google', { status: 200, body: STATUS });
    const { user } = renderAt('/calendar');
    expect(
      await screen.findByRole('heading', {
        name: 'Upgrade to Pro to unlock Google Calendar sync!',
      }),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Google Calendar' }));
    await findToast('Google Calendar disconnected');
    expect(screen.queryByRole('button', { name: 'Disconnect Google Calendar' })).toBeNull();
  });

  it.each([
    ['/calendar?google_calendar=connected', 'Google Calendar connected successfully!'],
    ['/calendar?error=access_denied', 'Google Calendar connection was cancelled'],
    ['/calendar?error=google_calendar_failed', 'Failed to connect to Google Calendar'],
  ])('back from Google at %s says %j and cleans the address', async (address, message) => {
    fakeServer({ '/api/config': CONFIG, '/api/calendar/google': STATUS });
    renderAt(address);
    await findToast(message);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/calendar$/),
    );
  });
});
