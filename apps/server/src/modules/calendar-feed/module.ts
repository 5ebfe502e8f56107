import { serverModule } from '../../platform/server-module';
import { calendarFeedRepository } from './calendar-feed-repository';
import { calendarFeedPublicRoutes, calendarFeedRoutes } from './calendar-feed-routes';

// The feed's token and settings are the account's, not planner data: clear all and backups keep
// out of them, and no other device needs to hear of a change.
export const calendarFeedModule = serverModule({
  name: 'calendar-feed',
  repositories: { calendarFeeds: calendarFeedRepository },
  routes: calendarFeedRoutes,
  pro: null,
  publicRoutes: calendarFeedPublicRoutes,
  realtime: null,
  quota: null,
  clearAll: { skipped: 'the feed link is a setting; the feed empties with the planner' },
  backup: null,
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
