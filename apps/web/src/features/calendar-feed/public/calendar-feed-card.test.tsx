// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { CalendarFeedCard } from './calendar-feed-card';

const FEED = {
  url: 'https://planner.example.org/api/calendar/feed/abc.ics',
  includeCompleted: false,
  includeSchedule: false,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
};

describe('CalendarFeedCard', () => {
  it('shows the URL, a webcal link, and saves a toggle', async () => {
    const server = fakeServer({ '/api/calendar/feed': FEED });
    server.override('PATCH', '/api/calendar/feed', {
      status: 200,
      body: { ...FEED, includeSchedule: true },
    });
    renderComponent(<CalendarFeedCard />);
    const field = await screen.findByRole('textbox', { name: 'Calendar feed URL' });
    expect((field as HTMLInputElement).value).toBe(FEED.url);
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      'webcal://planner.example.org/api/calendar/feed/abc.ics',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Include class periods' }));
    expect(server.writes).toEqual([
      { method: 'PATCH', path: '/api/calendar/feed', body: { includeSchedule: true } },
    ]);
  });
});
