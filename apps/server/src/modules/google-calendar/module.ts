import { serverModule } from '../../platform/server-module';
import { googleCalendarFollows, googleCalendarJobs } from './google-calendar-jobs';
import { googleCalendarRepository } from './google-calendar-repository';
import { googleCalendarRoutes } from './google-calendar-routes';
import { googleCalendarService } from './google-calendar-service';

// The connection is the account's, not planner data: clear all and backups keep out of it (a
// cleared planner is emptied at Google by the push that follows), and no other device hears of it.
export const googleCalendarModule = serverModule({
  name: 'google-calendar',
  repositories: { googleCalendar: googleCalendarRepository },
  routes: googleCalendarRoutes,
  pro: 'calendarSync',
  publicRoutes: null,
  realtime: null,
  quota: null,
  clearAll: { skipped: 'the Google connection is a setting, not planner data' },
  backup: null,
  jobs: googleCalendarJobs,
  follows: googleCalendarFollows,
  // Best effort: a grant Google cannot be told about lapses there unused.
  accountDeletion: {
    required: false,
    run: ({ store, db, config, clock }, userId) =>
      googleCalendarService(store, { db, config, clock }).disconnect(userId),
  },
  sessionReplaced: null,
});
