import Sparkles from 'lucide-react/icons/sparkles';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';

const AiFeaturesPage = lazyWithPreload(
  () => import('./components/ai-features-page'),
  (module) => module.AiFeaturesPage,
);
const TabletAiFeaturesPage = lazyWithPreload(
  () => import('./components/ai-features-page'),
  (module) => module.TabletAiFeaturesPage,
);
const PhoneAiFeaturesPage = lazyWithPreload(
  () => import('./components/phone-ai-features-page'),
  (module) => module.PhoneAiFeaturesPage,
);
const PhoneAiToolPage = lazyWithPreload(
  () => import('./components/phone-ai-features-page'),
  (module) => module.PhoneAiToolPage,
);

/**
 * The AI study tools (Pro): import from text, study chat, schedule optimizer and task breakdown.
 * They read and save through the assignments' API, so they keep no cache or realtime rule of their own.
 */
export const aiModule = defineModule({
  name: 'ai',
  routes: {
    desktop: [{ path: 'ai-features', page: AiFeaturesPage }],
    tablet: [{ path: 'ai-features', page: TabletAiFeaturesPage }],
    mobile: [
      { path: 'ai-features', page: PhoneAiFeaturesPage },
      { path: 'ai-features/:tool', page: PhoneAiToolPage },
    ],
    public: null,
  },
  navigation: {
    label: 'AI Assistant',
    icon: Sparkles,
    order: 50,
    path: '/ai-features',
    aliases: [],
    phone: true,
  },
  tabletTitle: 'AI Assistant',
  queryKeys: {},
  realtime: {},
});
