import { defineModule } from '@/lib/web-module';
import { RemindersShellEffects, RemindersShellStatus } from './components/reminders-shell';

/**
 * Due-date reminders have no page of their own: their options sit in Settings beneath the
 * reminders toggle (`public/reminder-options.tsx`), and the shell keeps the student's time zone,
 * in which every reminder time is read, up to date on the server.
 */
export const remindersModule = defineModule({
  name: 'reminders',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  queryKeys: {},
  realtime: {},
  shell: { status: RemindersShellStatus, effects: RemindersShellEffects },
});
