/* The contract of a new module: packages/schemas/src/modules/<name>/, listed by generate-contracts. */
import { constant } from './server-files.mjs';

export function contractFiles(n) {
  return {
    'contract.ts': `import { moduleContract } from '../../module-contract';

/** No realtime table, backup key or quota yet: docs/adding-a-module.md says how to declare each. */
export const ${n.camel}Contract = moduleContract({ realtime: {}, backup: {}, quotas: {} });
`,

    'requests.ts': `import { z } from 'zod';
import { text } from '../../text';

/** The longest title; the table's CHECK holds the database to it too. */
export const ${constant(n)} = 200;

/** POST /api/${n.kebab}: a new item. */
export const create${n.Row}Schema = z
  .object({ title: text(${constant(n)}).min(1, 'Please enter a title') })
  .strict();
`,

    'responses.ts': `import * as z from 'zod/mini';
import { id, instant, named } from '../../response-parts';

/** One item of the ${n.title.toLowerCase()}, as every route answers it. */
export const ${n.camel}ItemSchema = /* @__PURE__ */ named(
  z.object({ id, title: z.string(), createdAt: instant, updatedAt: instant }),
  '${n.Row}',
);
export type ${n.Row} = z.infer<typeof ${n.camel}ItemSchema>;

/** GET /api/${n.kebab}: the items, newest first. */
export const ${n.camel}ItemListSchema = z.array(${n.camel}ItemSchema);
`,
  };
}
