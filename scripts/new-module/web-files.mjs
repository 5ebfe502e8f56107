/* The web side of a new module: apps/web/src/features/<name>/, with a list screen per layout. */

export function webFiles(n) {
  const keys = `${n.camel}Keys`;
  const hook = `use${n.pascal}Screen`;
  return {
    'api/query-keys.ts': `/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const ${keys} = {
  ${n.rows}: ['${n.kebab}'],
} as const;
`,

    [`api/${n.kebab}.ts`]: `import { noContentSchema, ${n.camel}ItemListSchema, type ${n.Row} } from '@assignd/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/api/mutation-helpers';
import { removeRow } from '@/lib/list-rows';
import { apiFetch } from '@/lib/api-client';
import { ${keys} } from './query-keys';

const MESSAGES = {
  loadFailed: 'Failed to load the ${n.title.toLowerCase()}',
  deleted: 'Item deleted',
  deleteFailed: 'Failed to delete the item',
} as const;

const itemPath = (id: string) => \`/api/${n.kebab}/\${encodeURIComponent(id)}\`;

/** The student's ${n.title.toLowerCase()} items, newest first (the server's order). */
export function use${n.pascal}Items() {
  return useQuery({
    queryKey: ${keys}.${n.rows},
    queryFn: ({ signal }) => apiFetch('/api/${n.kebab}', ${n.camel}ItemListSchema, { signal }),
    meta: { errorToast: MESSAGES.loadFailed },
  });
}

export function useDelete${n.Row}() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(itemPath(id), noContentSchema, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      removeRow<${n.Row}>(client, ${keys}.${n.rows}, id);
      toastSuccess(undefined, MESSAGES.deleted);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.deleteFailed),
  });
}
`,

    [`hooks/use-${n.kebab}-screen.ts`]: `import { useDelete${n.Row}, use${n.pascal}Items } from '../api/${n.kebab}';

/** The ${n.title.toLowerCase()} screen's data and actions, laid out by the desktop, tablet and phone views. */
export function ${hook}() {
  const items = use${n.pascal}Items();
  const remove = useDelete${n.Row}();
  return {
    items: items.data,
    failed: items.isError,
    retry: () => void items.refetch(),
    remove: (id: string) => remove.mutate(id),
    isDeleting: (id: string) => remove.isPending && remove.variables === id,
  };
}
`,

    [`components/${n.kebab}-list.tsx`]: `import Trash2 from 'lucide-react/icons/trash-2';
import { AsyncContent } from '@/components/feedback/async-content';
import { EmptyState } from '@/components/feedback/empty-state';
import { SkeletonList } from '@/components/feedback/skeleton-list';
import { Button } from '@/components/ui/button';
import type { ${hook} } from '../hooks/use-${n.kebab}-screen';

interface Props {
  screen: ReturnType<typeof ${hook}>;
  /** Phone and tablet: finger-sized buttons. */
  touch: boolean;
}

/** The items, each with its Delete button; the same list on every layout. */
export function ${n.pascal}List({ screen, touch }: Props) {
  return (
    <AsyncContent
      data={screen.items}
      failed={screen.failed}
      onRetry={screen.retry}
      errorMessage="Your ${n.title.toLowerCase()} could not be loaded."
      touch={touch}
      loading={
        <SkeletonList label="Loading ${n.title.toLowerCase()}" className="grid gap-3" itemClassName="h-14 rounded-xl" />
      }
    >
      {(items) =>
        items.length === 0 ? (
          <EmptyState
            className="py-12"
            title="Nothing here yet"
            description="Items you add appear here."
            touch={touch}
          />
        ) : (
          <ul aria-label="${n.title}" className="grid gap-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="bg-card flex items-center justify-between gap-3 rounded-xl border px-4 py-2"
              >
                <span className="min-w-0 truncate">{item.title}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={\`Delete \${item.title}\`}
                  disabled={screen.isDeleting(item.id)}
                  onClick={() => screen.remove(item.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )
      }
    </AsyncContent>
  );
}
`,

    [`components/${n.kebab}-page.tsx`]: `import { DesktopPage } from '@/components/ui/desktop-page';
import { PageHeader } from '@/components/ui/page-header';
import { ${hook} } from '../hooks/use-${n.kebab}-screen';
import { ${n.pascal}List } from './${n.kebab}-list';

const DESCRIPTION = 'Your ${n.title.toLowerCase()}.';

function Page({ touch }: { touch: boolean }) {
  const screen = ${hook}();
  return (
    <DesktopPage title="${n.title}">
      <PageHeader title="${n.title}" description={DESCRIPTION} touch={touch} />
      <${n.pascal}List screen={screen} touch={touch} />
    </DesktopPage>
  );
}

/** The ${n.title.toLowerCase()} at /${n.kebab}. */
export function ${n.pascal}Page() {
  return <Page touch={false} />;
}

/** The ${n.title.toLowerCase()} at /tablet/${n.kebab}: the same screen with finger-sized controls. */
export function Tablet${n.pascal}Page() {
  return <Page touch />;
}
`,

    [`components/phone-${n.kebab}-page.tsx`]: `import { ${hook} } from '../hooks/use-${n.kebab}-screen';
import { ${n.pascal}List } from './${n.kebab}-list';

/** The ${n.title.toLowerCase()} at /mobile/${n.kebab}: one column. */
export function Phone${n.pascal}Page() {
  const screen = ${hook}();
  return (
    <div className="grid gap-4 p-4">
      <title>${n.title} - Assignd</title>
      <h1 className="text-2xl font-bold tracking-tight">${n.title}</h1>
      <${n.pascal}List screen={screen} touch />
    </div>
  );
}
`,

    'manifest.ts': `import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { defineModule } from '@/lib/web-module';
import { ${keys} } from './api/query-keys';

const ${n.pascal}Page = lazyWithPreload(
  () => import('./components/${n.kebab}-page'),
  (module) => module.${n.pascal}Page,
);
const Tablet${n.pascal}Page = lazyWithPreload(
  () => import('./components/${n.kebab}-page'),
  (module) => module.Tablet${n.pascal}Page,
);
const Phone${n.pascal}Page = lazyWithPreload(
  () => import('./components/phone-${n.kebab}-page'),
  (module) => module.Phone${n.pascal}Page,
);

/**
 * Written by npm run new-module: a page on each layout, reached by its address only until the
 * module adds a navigation entry (docs/adding-a-module.md). No realtime table, so no rule.
 */
export const ${n.camel}Module = defineModule({
  name: '${n.kebab}',
  routes: {
    desktop: [{ path: '${n.kebab}', page: ${n.pascal}Page }],
    tablet: [{ path: '${n.kebab}', page: Tablet${n.pascal}Page }],
    mobile: [{ path: '${n.kebab}', page: Phone${n.pascal}Page }],
    public: null,
  },
  navigation: null,
  tabletTitle: '${n.title}',
  queryKeys: ${keys},
  realtime: {},
});
`,
  };
}
