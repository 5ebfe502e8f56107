import GraduationCap from 'lucide-react/icons/graduation-cap';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { classKeys } from './api/query-keys';

const ClassesPage = lazyWithPreload(
  () => import('./components/classes-page'),
  (module) => module.ClassesPage,
);

const ClassDetailPage = lazyWithPreload(
  () => import('./components/class-detail-page'),
  (module) => module.ClassDetailPage,
);

const PhoneClassesPage = lazyWithPreload(
  () => import('./components/phone-classes-page'),
  (module) => module.PhoneClassesPage,
);

const PhoneClassDetailPage = lazyWithPreload(
  () => import('./components/phone-class-detail-page'),
  (module) => module.PhoneClassDetailPage,
);

export const classesModule = defineModule({
  name: 'classes',
  routes: {
    desktop: [
      { path: 'classes', page: ClassesPage },
      { path: 'class/:classId', page: ClassDetailPage },
    ],
    // The tablet answers both forms of a class address (spec 2).
    tablet: [
      { path: 'classes', page: ClassesPage },
      { path: 'classes/:classId', page: ClassDetailPage },
      { path: 'class/:classId', page: ClassDetailPage },
    ],
    mobile: [
      { path: 'classes', page: PhoneClassesPage },
      { path: 'classes/:classId', page: PhoneClassDetailPage },
    ],
    public: null,
  },
  navigation: {
    label: 'Classes',
    icon: GraduationCap,
    order: 30,
    path: '/classes',
    aliases: ['/class'],
    phone: true,
  },
  tabletTitle: 'Classes',
  queryKeys: classKeys,
  realtime: {
    classes: {
      entity: 'Class',
      key: classKeys.classes,
      shape: 'list',
      // The server also publishes each unfiled assignment; this keeps the list right until they come.
      afterDelete: (id) => [{ kind: 'unfile', classId: id }],
    },
  },
});
