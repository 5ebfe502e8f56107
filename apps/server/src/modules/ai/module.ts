import { serverModule } from '../../platform/server-module';
import { aiRoutes } from './ai-routes';

/** The AI study tools. They store nothing of their own: an import is saved as assignments. */
export const aiModule = serverModule({
  name: 'ai',
  repositories: {},
  routes: aiRoutes,
  pro: 'ai',
  publicRoutes: null,
  realtime: null,
  quota: null,
  clearAll: { skipped: 'it keeps no rows' },
  backup: null,
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
