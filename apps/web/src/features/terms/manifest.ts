import { defineModule } from '@/lib/web-module';
import { termKeys } from './api/query-keys';

/**
 * A student's terms (issue 30). They are managed from the Grades screen and the class form, so
 * the module has no page of its own.
 */
export const termsModule = defineModule({
  name: 'terms',
  routes: { desktop: [], tablet: [], mobile: [], public: null },
  navigation: null,
  tabletTitle: null,
  queryKeys: termKeys,
  realtime: {
    terms: { entity: 'Term', key: termKeys.terms, shape: 'list' },
  },
});
