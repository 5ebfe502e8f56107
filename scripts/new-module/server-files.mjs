/* The server side of a new module: apps/server/src/modules/<name>/, written as the project writes it. */

/** The files of modules/<name>/, by name; `clearOrder` is a place in Clear All's order no module has. */
export function serverFiles(n, clearOrder) {
  return {
    'table.ts': `import { ${constant(n)} } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';

/** The student's ${n.title.toLowerCase()} items; deleting the account deletes them (the foreign key cascades). */
export const ${n.rows} = pgTable(
  '${n.table}',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('${n.table}_user_id_created_at_idx').on(t.userId, t.createdAt),
    // The request schema's rule, kept by the database too.
    check(
      '${n.table}_title_check',
      sql\`char_length(\${t.title}) between 1 and \${sql.raw(String(${constant(n)}))}\`,
    ),
  ],
);
`,

    [`${n.kebab}-repository.ts`]: `import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ${n.rows} } from './table';

export type ${n.Row}Row = typeof ${n.rows}.$inferSelect;

/** Every query takes the student's id first and filters on it: no student reads another's rows. */
export function ${n.camel}Repository(db: Executor) {
  return {
    /** The newest \`limit\` items, newest first. */
    list(userId: string, limit: number): Promise<${n.Row}Row[]> {
      return db
        .select()
        .from(${n.rows})
        .where(eq(${n.rows}.userId, userId))
        .orderBy(desc(${n.rows}.createdAt), desc(${n.rows}.id))
        .limit(limit);
    },

    async create(userId: string, title: string): Promise<${n.Row}Row> {
      const [row] = await db.insert(${n.rows}).values({ userId, title }).returning();
      if (!row) throw new Error('Inserting into ${n.table} returned no row');
      return row;
    },

    /** Whether the student had it. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(${n.rows})
        .where(and(eq(${n.rows}.userId, userId), eq(${n.rows}.id, id)))
        .returning({ id: ${n.rows}.id });
      return rows.length > 0;
    },

    async deleteAllOf(userId: string): Promise<void> {
      await db.delete(${n.rows}).where(eq(${n.rows}.userId, userId));
    },
  };
}

export type ${n.pascal}Repository = ReturnType<typeof ${n.camel}Repository>;
`,

    [`${n.kebab}-service.ts`]: `import type { ${n.Row} } from '@assignd/schemas';
import { notFound } from '../../lib/http';
import type { Store } from '../../platform/store';
import type { ${n.pascal}Repository, ${n.Row}Row } from './${n.kebab}-repository';

/** What ${n.kebab} uses: its own items (another module's repository only by its public.ts type). */
export interface ${n.pascal}Repositories {
  ${n.rows}: ${n.pascal}Repository;
}

/** The list answers at most this many, newest first. */
export const ${screaming(n)}_LIST_MAX = 500;

function to${n.Row}(row: ${n.Row}Row): ${n.Row} {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function ${n.camel}Service({ repositories, transact }: Store<${n.pascal}Repositories>) {
  return {
    async list(userId: string): Promise<${n.Row}[]> {
      const rows = await repositories.${n.rows}.list(userId, ${screaming(n)}_LIST_MAX);
      return rows.map(to${n.Row});
    },

    async create(userId: string, input: { title: string }): Promise<${n.Row}> {
      // In a transaction, so what a write adds later (its realtime change, a quota check)
      // commits with the row or not at all.
      const row = await transact(({ ${n.rows} }) => ${n.rows}.create(userId, input.title));
      return to${n.Row}(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repositories.${n.rows}.remove(userId, id))) throw notFound();
    },
  };
}
`,

    [`${n.kebab}-routes.ts`]: `import {
  create${n.Row}Schema,
  errorSchema,
  noContentSchema,
  ${n.camel}ItemListSchema,
  ${n.camel}ItemSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId } from '../../lib/http';
import { HEAVY_ERRORS, rowParams, WRITE_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import { type ${n.pascal}Repositories, ${n.camel}Service, ${screaming(n)}_LIST_MAX } from './${n.kebab}-service';

const tags = ['${n.title.toLowerCase()}'];

export function ${n.camel}Routes(
  scope: FastifyInstance,
  { store, gate }: ModuleContext<${n.pascal}Repositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const ${n.camel} = ${n.camel}Service(store);

  app.get(
    '/api/${n.kebab}',
    {
      // A whole list: in the student's lane for lists.
      config: { heavy: true },
      schema: {
        summary: \`The student's ${n.title.toLowerCase()} items, newest first (at most \${${screaming(n)}_LIST_MAX})\`,
        tags,
        response: { 200: ${n.camel}ItemListSchema, ...HEAVY_ERRORS },
      },
    },
    (request, reply) =>
      gate.run(request, reply, request.user.id, () => ${n.camel}.list(request.user.id)),
  );

  app.post(
    '/api/${n.kebab}',
    {
      schema: {
        summary: 'Add an item to the ${n.title.toLowerCase()}',
        tags,
        body: create${n.Row}Schema,
        response: { 201: ${n.camel}ItemSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await ${n.camel}.create(request.user.id, request.body)),
  );

  app.delete(
    '/api/${n.kebab}/:id',
    {
      schema: {
        summary: 'Delete an item of the ${n.title.toLowerCase()}',
        tags,
        params: rowParams,
        response: { 204: noContentSchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await ${n.camel}.remove(request.user.id, pathId(request.params));
      return reply.code(204).send(null);
    },
  );
}
`,

    'module.ts': `import { serverModule } from '../../platform/server-module';
import { ${n.camel}Repository } from './${n.kebab}-repository';
import { ${n.camel}Routes } from './${n.kebab}-routes';

/*
 * Written by npm run new-module. Not realtime, not backed up, no quota, no jobs yet:
 * docs/adding-a-module.md says how to add each. Clear All removes its rows; deleting the account
 * removes them through the foreign key.
 */
export const ${n.camel}Module = serverModule({
  name: '${n.kebab}',
  repositories: { ${n.rows}: ${n.camel}Repository },
  routes: ${n.camel}Routes,
  pro: null,
  publicRoutes: null,
  realtime: null,
  quota: null,
  clearAll: {
    order: ${clearOrder},
    clear: (tx, userId) => ${n.camel}Repository(tx).deleteAllOf(userId),
  },
  backup: null,
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
`,
  };
}

/** READING_LIST: the prefix of the module's constants. */
function screaming(n) {
  return n.snake.toUpperCase();
}

/** The longest title, shared by the request schema and the table's CHECK. */
export function constant(n) {
  return `${screaming(n)}_TITLE_MAX`;
}
