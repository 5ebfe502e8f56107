import { defineModule } from '@/lib/web-module';

/**
 * The whole planner at once, as the server's planner-data routes offer it: a backup to download,
 * restoring one and Clear All. It has no page and no cache of its own (it refreshes the planner
 * features' caches): the Settings screen mounts its section.
 */
export const plannerDataModule = defineModule({
  name: 'planner-data',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  queryKeys: {},
  realtime: {},
});
