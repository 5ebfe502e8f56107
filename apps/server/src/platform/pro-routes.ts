import type { ProFeature } from '@assignd/core';
import type { FastifyInstance } from 'fastify';
import type { ProAccess } from './pro-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route of a Pro module that free students may use too: a student whose plan lapsed can
     * still see and end a Google Calendar connection. Every other route of a Pro module is gated.
     */
    free?: boolean;
  }
  interface FastifyInstance {
    /** Each route a Pro module registered and the feature it needs (the Pro test walks them). */
    proRoutes: ProRoute[];
  }
}

interface ProRoute {
  module: string;
  feature: ProFeature;
  method: string;
  url: string;
  free: boolean;
}

/**
 * Registers a Pro module's routes in a scope of their own where every route needs the module's
 * feature, checked before the body is read (a free student hears about Pro, not about a field),
 * so no route of it is gated by convention alone. Routes marked `config: { free: true }` are not.
 */
export function registerProRoutes(
  app: FastifyInstance,
  options: { module: string; feature: ProFeature; pro: ProAccess },
  routes: (scope: FastifyInstance) => void,
): void {
  const { module, feature, pro } = options;
  void app.register((scope, _options, done) => {
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.proRoutes.push({ module, feature, method, url: route.url, free: !!route.config?.free });
      }
    });
    scope.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.free) await pro.require(request.user.id, feature);
    });
    routes(scope);
    done();
  });
}
