// @vitest-environment jsdom
import type { SignInMethods } from '@assignd/schemas';
import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { ChangePasswordRow } from './change-password-dialog';
import { IdentityPasswordField } from './identity-password-field';
import { TwoFactorRow } from './two-factor-row';

afterEach(() => {
  vi.restoreAllMocks();
});

const GOOGLE_ONLY: SignInMethods = { password: false, providers: ['google'], twoFactor: false };
const WITH_PASSWORD: SignInMethods = { password: true, providers: ['apple'], twoFactor: false };

function serve(methods: SignInMethods) {
  fakeServer({ '/api/account/sign-in-methods': methods });
}

function PasswordForm() {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  return (
    <FormProvider {...form}>
      <IdentityPasswordField />
    </FormProvider>
  );
}

describe('Settings for a student without a password', () => {
  it('asks for a recent sign-in instead of a password it cannot give', async () => {
    serve(GOOGLE_ONLY);
    renderComponent(<PasswordForm />);
    expect(
      await screen.findByText(/You sign in with Google, so instead of a password/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('offers no password change, and says how to add a password', async () => {
    serve(GOOGLE_ONLY);
    renderComponent(<ChangePasswordRow />);
    expect(await screen.findByText(/You sign in with Google and have no password/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('explains two-factor needs a password instead of offering to turn it on', async () => {
    serve(GOOGLE_ONLY);
    renderComponent(<TwoFactorRow />);
    expect(await screen.findByText(/Needs a password, which you do not have/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on two-factor/ })).toBeNull();
  });
});

describe('Settings for a student with a password', () => {
  it('asks for it, without the hint meant for Google and Apple accounts', async () => {
    serve(WITH_PASSWORD);
    renderComponent(<PasswordForm />);
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText(/Signed up with Google or Apple/)).toBeNull());
  });

  it('offers the password change and two-factor', async () => {
    serve(WITH_PASSWORD);
    renderComponent(
      <>
        <ChangePasswordRow />
        <TwoFactorRow />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Turn on two-factor/ })).toBeTruthy();
  });

  it('shows two-factor on, with new backup codes and a way to turn it off', async () => {
    serve({ ...WITH_PASSWORD, twoFactor: true });
    renderComponent(<TwoFactorRow />);
    expect(await screen.findByText(/^On\. Signing in with your password also asks/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New backup codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeTruthy();
  });
});
