import { serverModule } from '../../platform/server-module';
import { REMINDER_FOLLOWS, REMINDER_JOBS } from './reminder-jobs';
import { reminderRepository } from './reminder-repository';
import { unsubscribeRoutes } from './unsubscribe-routes';

// Reminders are planned from assignment changes and preferences; their rows are neither backed up
// nor cleared (deleted assignments take theirs along) and reach no other device.
export const remindersModule = serverModule({
  name: 'reminders',
  repositories: { reminders: reminderRepository },
  routes: null,
  pro: null,
  publicRoutes: unsubscribeRoutes,
  realtime: null,
  quota: null,
  clearAll: {
    skipped: "an assignment's reminders go with it; sent digests are history, not planner data",
  },
  backup: null,
  jobs: REMINDER_JOBS,
  follows: REMINDER_FOLLOWS,
  accountDeletion: null,
  sessionReplaced: null,
});
