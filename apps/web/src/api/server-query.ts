import { useQuery, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { apiFetch, firstAnswer, type ResponseSchema } from '@/lib/api-client';
import { withWaitingDocument } from '@/lib/outbox/pending';
import { loadMeta } from './query-keys';

/**
 * A feature's read of one server resource: GET `path` checked with its response schema, cached
 * under the feature's key. By default a failure raises the load toast (`loadMeta`); a card that
 * shows its own error passes `meta: undefined`. The answer the page brought, if any, is there from
 * the first render. A change of it made offline and still waiting is shown over what was read.
 */
export function useServerQuery<T>(
  key: QueryKey,
  path: string,
  schema: ResponseSchema<T>,
  meta: QueryMeta | undefined = loadMeta,
) {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      withWaitingDocument(key, await apiFetch(path, schema, { signal })),
    initialData: () => firstAnswer(path, schema),
    meta,
  });
}
