import { queryKeys } from '@/api/query-keys';
import { defineModule } from '@/lib/web-module';

/** The schedule is edited in a dialog (Settings, Classes, Calendar), so it has no pages. */
export const scheduleModule = defineModule({
  name: 'schedule',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  realtime: {
    schedule: { entity: 'Schedule', key: queryKeys.schedule, shape: 'schedule' },
  },
});
