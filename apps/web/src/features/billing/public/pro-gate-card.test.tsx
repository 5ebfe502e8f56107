// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '@/test/component-test';
import { BILLING_OFFLINE } from './plan-text';
import { ProGateCard } from './pro-gate-card';

describe('ProGateCard offline', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('says upgrading needs a connection and disables Upgrade until the device is back online', () => {
    let online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    renderComponent(
      <MemoryRouter>
        <ProGateCard feature="ai" />
      </MemoryRouter>,
    );
    expect(screen.getByText(BILLING_OFFLINE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(BILLING_OFFLINE)).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pro');
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });
});
