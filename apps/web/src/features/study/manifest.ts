import { queryKeys } from '@/api/query-keys';
import { defineModule } from '@/lib/web-module';

/*
 * Study sets and flashcards have their server API but no pages yet (the sidebar's Flashcards entry
 * is still a planned module); this keeps the cache in step with changes made on other devices.
 */
export const studyModule = defineModule({
  name: 'study',
  routes: { desktop: null, tablet: null, mobile: null, public: null },
  navigation: null,
  tabletTitle: null,
  realtime: {
    study_sets: {
      entity: 'Study set',
      key: queryKeys.studySets,
      shape: 'list',
      // Its cards went with it.
      afterDelete: (id) => [{ kind: 'invalidate', key: [...queryKeys.flashcards, id] }],
    },
    flashcards: { entity: 'Flashcard', key: queryKeys.flashcards, shape: 'refetch' },
  },
});
