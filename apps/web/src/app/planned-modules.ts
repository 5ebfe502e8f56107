import Sparkles from 'lucide-react/icons/sparkles';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { defineModule, type NavigationEntry } from '@/lib/web-module';

/*
 * Pro capabilities the sidebar already lists (spec 2) before they have screens. Each has its
 * address on every device, showing the Pro gate to free students and 'coming soon' to Pro ones,
 * until its own manifest in features/ replaces it.
 */

const plannedPages = () => import('@/features/billing/public/planned-pages');

const AiFeaturesPage = lazyWithPreload(plannedPages, (module) => module.AiFeaturesPage);

const planned = (name: string, page: PreloadableComponent<object>, navigation: NavigationEntry) => {
  const routes = [{ path: navigation.path.slice(1), page }];
  return defineModule({
    name,
    routes: { desktop: routes, tablet: routes, mobile: routes, public: null },
    navigation,
    tabletTitle: navigation.label,
    realtime: {},
  });
};

export const plannedModules = [
  planned('ai', AiFeaturesPage, {
    label: 'AI Assistant',
    icon: Sparkles,
    order: 50,
    path: '/ai-features',
    aliases: [],
    phone: true,
  }),
];
