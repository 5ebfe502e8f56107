import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';

const DashboardPage = lazyWithPreload(
  () => import('./components/dashboard-page'),
  (module) => module.DashboardPage,
);

const PhoneDashboardPage = lazyWithPreload(
  () => import('./components/phone-dashboard-page'),
  (module) => module.PhoneDashboardPage,
);

/** The home screen; the phone and tablet trees send their index here. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: {
    desktop: [
      { path: '', page: DashboardPage },
      { path: 'dashboard', page: DashboardPage },
    ],
    tablet: [{ path: 'dashboard', page: DashboardPage }],
    mobile: [{ path: 'dashboard', page: PhoneDashboardPage }],
    public: null,
  },
  navigation: {
    label: 'Dashboard',
    icon: LayoutDashboard,
    order: 10,
    path: '/dashboard',
    aliases: ['/'],
    phone: true,
  },
  tabletTitle: 'Dashboard',
  queryKeys: {},
  realtime: {},
});
