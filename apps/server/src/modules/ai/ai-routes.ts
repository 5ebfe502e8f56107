import {
  aiBreakdownResultSchema,
  aiBreakdownSchema,
  aiImportResultSchema,
  aiImportSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { checked } from '../../lib/http';
import { AI_ERRORS, AI_HEAVY_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import { aiRateLimit } from './ai-rate-limit';
import { type AiRepositories, aiService } from './ai-service';
import { builtInBreakdownEngine } from './breakdown-engine';
import { chatRoutes } from './chat-routes';
import { builtInImportEngine } from './import-engine';
import { modelClient } from './model-client';
import { modelBreakdownEngine, modelImportEngine, modelOptimizeEngine } from './model-engines';
import { builtInOptimizeEngine } from './optimize-engine';
import { optimizeRoute } from './optimize-routes';

const tags = ['ai'];

/**
 * The AI study tools: Pro only, every route (spec 5). The configured model answers when there is
 * one (AI_BASE_URL, AI_MODEL); otherwise the built-in engines, which need nothing.
 */
export function aiRoutes(app: FastifyInstance, context: ModuleContext<AiRepositories>): void {
  const model = context.config.ai ? modelClient(context.config.ai) : null;
  const ai = aiService(context.store, context.clock, {
    import: model ? modelImportEngine(model) : builtInImportEngine,
    breakdown: model ? modelBreakdownEngine(model) : builtInBreakdownEngine,
  });
  const limit = aiRateLimit(context.config.aiRateLimit);
  void app.register((scope, _options, done) => {
    // After the checks: only calls that would reach an engine count.
    scope.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST') limit.take(request.user.id, reply);
    });

    scope.post(
      '/api/ai/import',
      {
        // Reads every class of the student and parses up to 200 lines: one at a time per student.
        config: { heavy: true },
        schema: {
          summary:
            'Find assignments in pasted text (one per line or bullet); nothing is saved, the client saves what the student keeps',
          tags,
          body: aiImportSchema,
          response: { 200: aiImportResultSchema, ...AI_HEAVY_ERRORS },
        },
      },
      (request, reply) =>
        context.gate.run(request, reply, request.user.id, () =>
          ai.importAssignments(request.user.id, checked(aiImportSchema, request.body)),
        ),
    );

    scope.post(
      '/api/ai/breakdown',
      {
        schema: {
          summary:
            'Break an assignment into steps sized to the days left before it is due; nothing is read or saved',
          tags,
          body: aiBreakdownSchema,
          response: { 200: aiBreakdownResultSchema, ...WRITE_ERRORS, ...AI_ERRORS },
        },
      },
      (request) => ai.breakDown(checked(aiBreakdownSchema, request.body)),
    );
    optimizeRoute(scope, context, model ? modelOptimizeEngine(model) : builtInOptimizeEngine);
    chatRoutes(scope, context, model);
    done();
  });
}
