import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { pushKeys } from './api/query-keys';

const LaunchPage = lazyWithPreload(
  () => import('./components/launch-page'),
  (module) => module.LaunchPage,
);

/**
 * Notifications on the student's devices and the installable app. Its Settings part is mounted by
 * the Settings pages (public/device-notifications-section.tsx); its one page is the installed
 * app's start address, public because it only forwards (signed out, to the sign-in).
 */
export const pushModule = defineModule({
  name: 'push',
  routes: {
    desktop: null,
    tablet: null,
    mobile: null,
    public: [{ path: 'launch', page: LaunchPage }],
  },
  navigation: null,
  tabletTitle: null,
  queryKeys: pushKeys,
  realtime: {},
});
