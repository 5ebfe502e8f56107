import Layers from 'lucide-react/icons/layers';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { studyKeys } from './api/query-keys';

const StudySetsPage = lazyWithPreload(
  () => import('./components/study-sets-page'),
  (module) => module.StudySetsPage,
);

const StudySetPage = lazyWithPreload(
  () => import('./components/study-set-page'),
  (module) => module.StudySetPage,
);

const PhoneStudySetsPage = lazyWithPreload(
  () => import('./components/phone-study-sets-page'),
  (module) => module.PhoneStudySetsPage,
);

const PhoneStudySetPage = lazyWithPreload(
  () => import('./components/phone-study-set-page'),
  (module) => module.PhoneStudySetPage,
);

/** Study sets and their flashcards (Pro): the sets, an opened set and its study modes. */
export const studyModule = defineModule({
  name: 'study',
  routes: {
    desktop: [
      { path: 'flashcards', page: StudySetsPage },
      { path: 'flashcards/:setId', page: StudySetPage },
    ],
    // The tablet lays the desktop pages out at its own width.
    tablet: [
      { path: 'flashcards', page: StudySetsPage },
      { path: 'flashcards/:setId', page: StudySetPage },
    ],
    mobile: [
      { path: 'flashcards', page: PhoneStudySetsPage },
      { path: 'flashcards/:setId', page: PhoneStudySetPage },
    ],
    public: null,
  },
  navigation: {
    label: 'Flashcards',
    icon: Layers,
    order: 70,
    path: '/flashcards',
    aliases: [],
    phone: true,
  },
  tabletTitle: 'Flashcards',
  queryKeys: studyKeys,
  realtime: {
    study_sets: {
      entity: 'Study set',
      key: studyKeys.studySets,
      shape: 'list',
      // Its cards went with it.
      afterDelete: (id) => [{ kind: 'invalidate', key: [...studyKeys.flashcards, id] }],
    },
    flashcards: { entity: 'Flashcard', key: studyKeys.flashcards, shape: 'refetch' },
  },
});
