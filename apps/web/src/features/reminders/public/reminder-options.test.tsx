// @vitest-environment jsdom
import { REMINDER_DEFAULTS, type Preferences } from '@assignd/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { ReminderOptionsForm } from './reminder-options';

const PREFERENCES: Preferences = {
  remindersEnabled: true,
  theme: 'light',
  ...REMINDER_DEFAULTS,
  timeZone: 'Pacific/Auckland',
};

describe('ReminderOptionsForm', () => {
  it('saves the changed choices together and shows the time zone', async () => {
    const server = fakeServer({ '/api/preferences': PREFERENCES });
    server.override('PATCH', '/api/preferences', {
      status: 200,
      body: { ...PREFERENCES, digestTime: '06:30', hourBefore: false },
    });
    renderComponent(<ReminderOptionsForm preferences={PREFERENCES} />);
    expect(screen.getByText('Pacific/Auckland')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save reminder settings' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const digest = screen.getByLabelText('Daily digest');
    await userEvent.clear(digest);
    await userEvent.type(digest, '06:30');
    await userEvent.click(screen.getByRole('switch', { name: '1 hour before' }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(server.writes).toEqual([
        {
          method: 'PATCH',
          path: '/api/preferences',
          body: {
            emailReminders: true,
            deviceReminders: false,
            digestTime: '06:30',
            eveningBefore: true,
            eveningTime: '18:00',
            hourBefore: false,
          },
        },
      ]),
    );
  });

  it('names a time that is not one and sends nothing', async () => {
    const server = fakeServer({ '/api/preferences': PREFERENCES });
    renderComponent(<ReminderOptionsForm preferences={PREFERENCES} />);
    const digest = screen.getByLabelText('Daily digest');
    await userEvent.clear(digest);
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findByText('Expected a time such as 07:00')).toBeTruthy();
    expect(server.writes).toEqual([]);
  });
});
