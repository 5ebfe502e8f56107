import ClipboardList from 'lucide-react/icons/clipboard-list';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { assignmentKeys } from './api/query-keys';

const AssignmentsPage = lazyWithPreload(
  () => import('./components/assignments-page'),
  (module) => module.AssignmentsPage,
);

const PhoneAssignmentsPage = lazyWithPreload(
  () => import('./components/phone-assignments-page'),
  (module) => module.PhoneAssignmentsPage,
);

export const assignmentsModule = defineModule({
  name: 'assignments',
  routes: {
    desktop: [{ path: 'assignments', page: AssignmentsPage }],
    tablet: [{ path: 'assignments', page: AssignmentsPage }],
    mobile: [{ path: 'assignments', page: PhoneAssignmentsPage }],
    public: null,
  },
  navigation: {
    label: 'Assignments',
    icon: ClipboardList,
    order: 20,
    path: '/assignments',
    aliases: [],
    phone: true,
  },
  tabletTitle: 'Assignments',
  queryKeys: assignmentKeys,
  realtime: {
    assignments: { entity: 'Assignment', key: assignmentKeys.assignments, shape: 'list' },
  },
});
