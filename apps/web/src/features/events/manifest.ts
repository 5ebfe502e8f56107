import { queryKeys } from '@/api/query-keys';
import { defineModule } from '@/lib/web-module';

/** Events have no pages of their own: the calendar screens show and add them. */
export const eventsModule = defineModule({
  name: 'events',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  realtime: {
    events: { entity: 'Event', key: queryKeys.events, shape: 'list' },
  },
});
