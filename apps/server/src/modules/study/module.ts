import { serverModule } from '../server-module';
import { studyRepository } from './study-repository';

// Study tools have their tables but no API yet; clear all already empties them (spec 7).
export const studyModule = serverModule({
  name: 'study',
  repositories: { study: studyRepository },
  routes: null,
  publicRoutes: null,
  realtime: null,
  clearAll: {
    order: 1,
    clear: async (tx, userId) => {
      const study = studyRepository(tx);
      await study.deleteFlashcardsOf(userId);
      await study.deleteStudySetsOf(userId);
    },
  },
  backup: null,
});
