import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';

/** Where the document and its reference page are served. */
const OPENAPI_PATH = '/api/openapi.json';
const REFERENCE_PREFIX = '/api/docs';

// Request schemas normalise with transforms, which JSON Schema cannot express: their input side
// is documented and the transform step left open.
const zodToJsonConfig = { unrepresentable: 'any' } as const;
const transformZod = createJsonSchemaTransform({ zodToJsonConfig });

const methodsOf = (method: string | string[]) => (typeof method === 'string' ? [method] : method);

const routeSchemas = new WeakMap<FastifyInstance, Map<string, FastifySchema | undefined>>();

/**
 * The schema each documented route was added with (undefined for a route without one), keyed
 * 'METHOD /url' as Fastify has it: the same objects the document is built from, so a check can
 * hold a real answer against the schema of its route.
 */
export const schemasOfRoutes = (
  app: FastifyInstance,
): ReadonlyMap<string, FastifySchema | undefined> => routeSchemas.get(app) ?? new Map();

/**
 * Publishes the OpenAPI document of every route (`/api/openapi.json`), built from the schemas the
 * routes carry, and a reference page that works offline (`/api/docs`, Swagger UI served from the
 * package, nothing from a CDN). Register it before the routes: it collects them as they are added.
 * The realtime WebSocket's messages are `realtimeMessageSchema` (docs/api.md).
 */
export async function installOpenApi(app: FastifyInstance) {
  const schemas = new Map<string, FastifySchema | undefined>();
  routeSchemas.set(app, schemas);
  app.addHook('onRoute', (route) => {
    // The realtime WebSocket is not an HTTP operation; @fastify/swagger leaves it out too.
    if (route.schema?.hide || route.websocket) return;
    for (const method of methodsOf(route.method)) {
      // Fastify adds a HEAD to every GET; the document leaves those out.
      if (method !== 'HEAD') schemas.set(`${method} ${route.url}`, route.schema);
    }
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Assignd API',
        version: '1.0',
        description:
          'JSON over HTTPS on the same origin as the web app; the session cookie signs a request in. ' +
          'Schemas are those of `@assignd/schemas`. The realtime protocol is described in docs/api.md.',
      },
    },
    transform: transformZod,
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: REFERENCE_PREFIX });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
