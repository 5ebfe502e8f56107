import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  // The sign-in form shows the code step itself, so no redirect to a two-factor page.
  plugins: [twoFactorClient()],
});
