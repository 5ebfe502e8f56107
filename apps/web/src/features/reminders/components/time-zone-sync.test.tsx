// @vitest-environment jsdom
import { REMINDER_DEFAULTS, type Preferences } from '@assignd/schemas';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { TimeZoneSync } from './time-zone-sync';

const STORED: Preferences = {
  remindersEnabled: true,
  theme: 'light',
  ...REMINDER_DEFAULTS,
  timeZone: 'America/New_York',
};

afterEach(() => {
  vi.restoreAllMocks();
});

function inZone(zone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
    timeZone: zone,
  });
}

const patches = (server: ReturnType<typeof fakeServer>) =>
  server.writes.filter((write) => write.path === '/api/preferences');

describe('TimeZoneSync', () => {
  it("tells the server the browser's zone when it differs", async () => {
    inZone('Pacific/Auckland');
    const server = fakeServer({ '/api/preferences': STORED });
    server.override('PATCH', '/api/preferences', {
      status: 200,
      body: { ...STORED, timeZone: 'Pacific/Auckland' },
    });
    renderComponent(<TimeZoneSync />);
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]?.body).toEqual({ timeZone: 'Pacific/Auckland' });
  });

  it('asks once when the server refuses the zone, not again and again', async () => {
    inZone('Mars/Olympus_Mons');
    const server = fakeServer({ '/api/preferences': STORED });
    server.override('PATCH', '/api/preferences', {
      status: 400,
      body: { error: 'timeZone: Expected a time zone such as Europe/London', field: 'timeZone' },
    });
    // The refusal arrives after the page has drawn the optimistic zone, as over a network.
    const answer = globalThis.fetch;
    let refusals = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const reply = await answer(input, init);
      if (init?.method !== 'PATCH') return reply;
      await new Promise((resolve) => setTimeout(resolve, 20));
      refusals += 1;
      return reply;
    });
    renderComponent(<TimeZoneSync />);
    await waitFor(() => expect(refusals).toBe(1));
    // A looping effect would have sent the next save by the time a second answer could come.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(patches(server)).toHaveLength(1);
  });
});
