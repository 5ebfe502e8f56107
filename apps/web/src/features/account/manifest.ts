import { defineModule } from '@/lib/web-module';
import { accountKeys } from './api/query-keys';

/**
 * Signing in, as the server's account module keeps it: e-mail, password, two-factor, the signed-in
 * devices and deleting the account. It has no page: the Settings screen mounts its rows.
 */
export const accountModule = defineModule({
  name: 'account',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  queryKeys: accountKeys,
  realtime: {},
});
