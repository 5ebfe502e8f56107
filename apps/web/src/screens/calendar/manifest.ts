import CalendarDays from 'lucide-react/icons/calendar-days';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';

const CalendarPage = lazyWithPreload(
  () => import('./components/calendar-page'),
  (module) => module.CalendarPage,
);

const TabletCalendarPage = lazyWithPreload(
  () => import('./components/tablet-calendar-page'),
  (module) => module.TabletCalendarPage,
);

const PhoneCalendarPage = lazyWithPreload(
  () => import('./components/phone-calendar-page'),
  (module) => module.PhoneCalendarPage,
);

/** Assignments, classes, events and the schedule on one calendar. */
export const calendarModule = defineModule({
  name: 'calendar',
  routes: {
    desktop: [{ path: 'calendar', page: CalendarPage }],
    tablet: [{ path: 'calendar', page: TabletCalendarPage }],
    mobile: [{ path: 'calendar', page: PhoneCalendarPage }],
    public: null,
  },
  navigation: {
    label: 'Calendar',
    icon: CalendarDays,
    order: 40,
    path: '/calendar',
    aliases: [],
    phone: true,
  },
  tabletTitle: 'Calendar',
  queryKeys: {},
  realtime: {},
});
