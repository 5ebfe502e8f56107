import { defineModule } from '@/lib/web-module';
import { eventKeys } from './api/query-keys';

/** Events have no pages of their own: the calendar screens show and add them. */
export const eventsModule = defineModule({
  name: 'events',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  queryKeys: eventKeys,
  realtime: {
    events: { entity: 'Event', key: eventKeys.events, shape: 'list' },
  },
});
