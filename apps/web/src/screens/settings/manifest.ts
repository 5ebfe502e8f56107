import Settings from 'lucide-react/icons/settings';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';

const SettingsPage = lazyWithPreload(
  () => import('./components/settings-page'),
  (module) => module.SettingsPage,
);

const TabletSettingsPage = lazyWithPreload(
  () => import('./components/tablet-settings-page'),
  (module) => module.TabletSettingsPage,
);

const AccountSettingsPage = lazyWithPreload(
  () => import('./components/account-settings-page'),
  (module) => module.AccountSettingsPage,
);

/**
 * Settings combines the parts other capabilities offer: the profile (name, theme, reminders),
 * the account (sign-in, devices, deletion), the planner's data, billing, push, the schedule and
 * the calendar connections. It keeps no data of its own.
 */
export const settingsModule = defineModule({
  name: 'settings',
  routes: {
    desktop: [{ path: 'settings', page: SettingsPage }],
    tablet: [{ path: 'settings', page: TabletSettingsPage }],
    mobile: [{ path: 'settings', page: AccountSettingsPage }],
    public: null,
  },
  navigation: {
    label: 'Settings',
    icon: Settings,
    order: 100,
    path: '/settings',
    aliases: [],
    phone: true,
  },
  tabletTitle: 'Settings',
  queryKeys: {},
  realtime: {},
});
