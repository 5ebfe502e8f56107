import { defineModule } from '@/lib/web-module';
import { profileKeys } from './api/query-keys';

/**
 * The student's name and preferences (theme, reminders), as the server's profile module keeps
 * them. It has no page: its sections are mounted by the Settings screen, and the shell reads the
 * name and keeps the theme in step.
 */
export const profileModule = defineModule({
  name: 'profile',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  queryKeys: profileKeys,
  realtime: {
    profiles: { entity: 'Profile', key: profileKeys.profile, shape: 'profile' },
  },
});
