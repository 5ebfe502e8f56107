import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { billingKeys } from './api/query-keys';

const ProPage = lazyWithPreload(
  () => import('./components/pro-page'),
  (module) => module.ProPage,
);

const CheckoutPage = lazyWithPreload(
  () => import('./components/checkout-page'),
  (module) => module.CheckoutPage,
);

const PortalPage = lazyWithPreload(
  () => import('./components/portal-page'),
  (module) => module.PortalPage,
);

/**
 * Upgrading and managing Pro (issue 11). /pro is a signed-in page on the desktop and the tablet
 * (spec 2; the phone opens it in the browser). The built-in checkout and portal sit under the
 * public header, as a hosted checkout would, and send visitors to sign in.
 */
export const billingModule = defineModule({
  name: 'billing',
  routes: {
    desktop: [{ path: 'pro', page: ProPage }],
    tablet: [{ path: 'pro', page: ProPage }],
    mobile: null,
    public: [
      { path: 'billing/checkout/:checkoutId', page: CheckoutPage },
      { path: 'billing/portal', page: PortalPage },
    ],
  },
  navigation: null,
  tabletTitle: 'Upgrade',
  queryKeys: billingKeys,
  realtime: {},
});
