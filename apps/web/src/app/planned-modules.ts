import Layers from 'lucide-react/icons/layers';
import Sparkles from 'lucide-react/icons/sparkles';
import Timer from 'lucide-react/icons/timer';
import { defineModule, type NavigationEntry } from '@/lib/web-module';

/*
 * Capabilities the sidebar already lists (spec 2) before they have pages: each is only a
 * navigation entry until its own manifest in features/ replaces it.
 */

const navigationOnly = (name: string, navigation: NavigationEntry) =>
  defineModule({
    name,
    routes: { desktop: null, tablet: null, mobile: null, public: null },
    navigation,
    tabletTitle: null,
    realtime: {},
  });

export const plannedModules = [
  navigationOnly('ai', {
    label: 'AI Assistant',
    icon: Sparkles,
    order: 50,
    path: '/ai-features',
    aliases: [],
    phone: false,
  }),
  navigationOnly('pomodoro', {
    label: 'Pomodoro',
    icon: Timer,
    order: 60,
    path: '/pomodoro',
    aliases: [],
    phone: false,
  }),
  navigationOnly('flashcards', {
    label: 'Flashcards',
    icon: Layers,
    order: 70,
    path: '/flashcards',
    aliases: [],
    phone: false,
  }),
];
