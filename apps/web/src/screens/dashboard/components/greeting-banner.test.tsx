// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { Profile } from '@assignd/schemas';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GreetingBanner } from './greeting-banner';

const EMAIL = 'maya.chen.class-of-2029@example.org';
const profile = { firstName: 'Maya', displayName: null, email: EMAIL } as unknown as Profile;

describe('the greeting', () => {
  afterEach(cleanup);

  it('waits for the first name with a placeholder instead of showing the e-mail', () => {
    const { rerender } = render(<GreetingBanner profile={undefined} email={EMAIL} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Good (morning|afternoon|evening),$/);
    expect(heading).not.toHaveTextContent('maya.chen');

    rerender(<GreetingBanner profile={profile} email={EMAIL} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (morning|afternoon|evening), Maya$/,
    );
  });

  it('greets by the e-mail when the profile could not be loaded', () => {
    render(<GreetingBanner profile={null} email={EMAIL} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (morning|afternoon|evening), maya\.chen\.class-of-2029$/,
    );
  });
});
