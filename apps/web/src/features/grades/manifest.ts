import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { gradeKeys } from './api/query-keys';

const GradesPage = lazyWithPreload(
  () => import('./components/grades-page'),
  (module) => module.GradesPage,
);

const PhoneGradesPage = lazyWithPreload(
  () => import('./components/phone-grades-page'),
  (module) => module.PhoneGradesPage,
);

/** Grades, GPA and terms (issue 30): free for every student. */
export const gradesModule = defineModule({
  name: 'grades',
  routes: {
    desktop: [{ path: 'grades', page: GradesPage }],
    tablet: [{ path: 'grades', page: GradesPage }],
    mobile: [{ path: 'grades', page: PhoneGradesPage }],
    public: null,
  },
  navigation: {
    label: 'Grades',
    icon: ChartNoAxesColumn,
    order: 35,
    path: '/grades',
    aliases: [],
    phone: true,
  },
  tabletTitle: 'Grades',
  queryKeys: gradeKeys,
  realtime: {
    grade_categories: { entity: 'Grade category', key: gradeKeys.categories, shape: 'list' },
    grade_scales: {
      entity: 'Grade scale',
      key: gradeKeys.scale,
      shape: 'profile',
      verbs: { insert: 'updated' },
    },
  },
});
