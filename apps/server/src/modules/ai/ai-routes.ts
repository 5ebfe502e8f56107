import {
  aiBreakdownResultSchema,
  aiBreakdownSchema,
  aiImportResultSchema,
  aiImportSchema,
  errorSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { checked } from '../../lib/http';
import { HEAVY_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../server-module';
import { aiService } from './ai-service';
import { builtInBreakdownEngine } from './breakdown-engine';
import { builtInImportEngine } from './import-engine';
import { optimizeRoute } from './optimize-routes';

const tags = ['ai'];

/** The AI study tools: Pro only, every route (spec 5). */
export function aiRoutes(app: FastifyInstance, context: ModuleContext): void {
  const ai = aiService(context.store, context.clock, {
    import: builtInImportEngine,
    breakdown: builtInBreakdownEngine,
  });
  void app.register((scope, _options, done) => {
    // Before the body is read: a free student hears about Pro, not about a field.
    scope.addHook('preValidation', async (request) => {
      await context.pro.require(request.user.id, 'ai');
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
          response: {
            200: aiImportResultSchema,
            ...WRITE_ERRORS,
            ...HEAVY_ERRORS,
            403: errorSchema,
          },
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
          response: { 200: aiBreakdownResultSchema, ...WRITE_ERRORS },
        },
      },
      (request) => ai.breakDown(checked(aiBreakdownSchema, request.body)),
    );
    optimizeRoute(scope, context);
    done();
  });
}
