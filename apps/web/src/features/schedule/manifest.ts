import { defineModule } from '@/lib/web-module';
import { scheduleKeys } from './api/query-keys';

/** The schedule is edited in a dialog (Settings, Classes, Calendar), so it has no pages. */
export const scheduleModule = defineModule({
  name: 'schedule',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  queryKeys: scheduleKeys,
  realtime: {
    schedule: {
      entity: 'Schedule',
      key: scheduleKeys.schedule,
      shape: 'schedule',
      verbs: { delete: 'removed' },
    },
  },
});
