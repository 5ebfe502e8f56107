import { aiOptimizeResultSchema, aiOptimizeSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { checked } from '../../lib/http';
import { AI_HEAVY_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import type { AiRepositories } from './ai-service';
import type { OptimizeEngine } from './optimize-engine';
import { optimizeService } from './optimize-service';

/** POST /api/ai/optimize, registered in the AI scope that requires Pro before the body is read. */
export function optimizeRoute(
  scope: FastifyInstance,
  context: ModuleContext<AiRepositories>,
  engine: OptimizeEngine,
): void {
  const optimizer = optimizeService(context.store, context.clock, engine);
  scope.post(
    '/api/ai/optimize',
    {
      // Reads every assignment, class and the schedule of the student: one at a time per student.
      config: { heavy: true },
      schema: {
        summary:
          "Plan study blocks for the student's own open assignments (all, or the ids sent) around their class periods; saves nothing",
        tags: ['ai'],
        body: aiOptimizeSchema,
        response: { 200: aiOptimizeResultSchema, ...AI_HEAVY_ERRORS },
      },
    },
    (request, reply) =>
      context.gate.run(request, reply, request.user.id, () =>
        optimizer.optimize(request.user.id, checked(aiOptimizeSchema, request.body)),
      ),
  );
}
