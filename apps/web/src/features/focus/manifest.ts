import { queryKeys } from '@/api/query-keys';
import { defineModule } from '@/lib/web-module';

/**
 * Recorded focus sessions. The timer's pages are still the planned Pomodoro entry; this keeps
 * every cached range of sessions in step with the student's other devices.
 */
export const focusModule = defineModule({
  name: 'focus',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  realtime: {
    focus_sessions: { entity: 'Focus session', key: queryKeys.focusSessions, shape: 'refetch' },
  },
});
