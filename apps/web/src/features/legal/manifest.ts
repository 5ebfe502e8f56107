import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';

const PrivacyPage = lazyWithPreload(
  () => import('./components/privacy-page'),
  (module) => module.PrivacyPage,
);

const TermsPage = lazyWithPreload(
  () => import('./components/terms-page'),
  (module) => module.TermsPage,
);

const SupportPage = lazyWithPreload(
  () => import('./components/support-page'),
  (module) => module.SupportPage,
);

/** The documents, open to visitors and students alike under the public header and footer. */
export const legalModule = defineModule({
  name: 'legal',
  routes: {
    desktop: null,
    tablet: null,
    mobile: null,
    public: [
      { path: 'privacy', page: PrivacyPage },
      { path: 'terms', page: TermsPage },
      { path: 'support', page: SupportPage },
    ],
  },
  navigation: null,
  tabletTitle: null,
  queryKeys: {},
  realtime: {},
});
