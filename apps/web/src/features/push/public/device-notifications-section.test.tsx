// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { DeviceNotificationsSection } from './device-notifications-section';

const DEVICES = [
  {
    id: '0b7f3c1e-2222-4333-8444-555566667777',
    endpoint: 'https://push.example.org/send/phone',
    label: 'Chrome on Android',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
  },
];

describe('DeviceNotificationsSection', () => {
  // jsdom has no service workers or Push API, like an old browser or a plain http:// address.
  it('says when this browser cannot get notifications, and still lists and removes devices', async () => {
    const server = fakeServer({ '/api/push/subscriptions': DEVICES });
    renderComponent(<DeviceNotificationsSection />);
    const card = screen.getByRole('region', { name: 'This device' });
    expect(within(card).getByRole('note').textContent).toMatch(
      /^(This browser can't show notifications from Assignd|Notifications need a secure)/,
    );
    expect(within(card).getByText('Not available')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Enable notifications/ })).toBeNull();

    const list = await within(card).findByRole('list', { name: 'Devices that get notifications' });
    expect(within(list).getByText('Chrome on Android')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Chrome on Android' }));
    expect(server.writes).toEqual([
      { method: 'DELETE', path: `/api/push/subscriptions/${DEVICES[0]?.id}`, body: undefined },
    ]);
    expect(await within(card).findByText('None yet.')).toBeTruthy();
  });
});
