import { Readable } from 'node:stream';
import { aiChatResultSchema, aiChatSchema, aiStatusSchema, errorSchema } from '@assignd/schemas';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, checked } from '../../lib/http';
import { AI_HEAVY_ERRORS, SIGNED_IN_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import type { AiRepositories } from './ai-service';
import { type AiEngine, chatService } from './chat-service';
import type { ModelClient } from './model-client';

const CHAT_FAILED = 'The study assistant failed. Please try again in a moment.';

const wantsEvents = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The reply as server-sent events: deltas, then done, or an error the student can read. */
async function* events(
  pieces: AsyncIterable<string> | Iterable<string>,
  engine: AiEngine,
  log: FastifyBaseLogger,
): AsyncIterable<string> {
  try {
    for await (const text of pieces) yield event('delta', { text });
    yield event('done', { engine });
  } catch (error) {
    // The 200 is sent already: the failure can only travel as an event.
    if (!(error instanceof HttpError)) log.error(error);
    yield event('error', { error: error instanceof HttpError ? error.message : CHAT_FAILED });
  }
}

/** POST /api/ai/chat and GET /api/ai/status, in the AI scope (Pro, rate limited). */
export function chatRoutes(
  scope: FastifyInstance,
  context: ModuleContext<AiRepositories>,
  model: ModelClient | null,
): void {
  const chat = chatService(context.store, context.clock, model);

  scope.get(
    '/api/ai/status',
    {
      schema: {
        summary: 'Which engine answers the AI tools: the built-in rules, or the configured model',
        tags: ['ai'],
        response: { 200: aiStatusSchema, ...SIGNED_IN_ERRORS, 403: errorSchema },
      },
    },
    () => ({ engine: chat.engine, model: model?.model ?? null }),
  );

  scope.post(
    '/api/ai/chat',
    {
      // Server-sent events must reach the student as they are written, not when a block fills.
      compress: false,
      // Reads every assignment and class of the student: one lane with their other heavy requests.
      config: { heavy: true },
      schema: {
        summary:
          "The study assistant's reply about the student's own planner; with Accept: text/event-stream, as server-sent events (delta, then done or error)",
        tags: ['ai'],
        body: aiChatSchema,
        response: { 200: aiChatResultSchema, ...AI_HEAVY_ERRORS },
      },
    },
    async (request, reply) => {
      const body = checked(aiChatSchema, request.body);
      const userId = request.user.id;
      if (!wantsEvents(request)) {
        const pieces = await context.gate.run(request, reply, userId, () =>
          chat.start(userId, body),
        );
        let text = '';
        for await (const piece of pieces) text += piece;
        return { reply: text, engine: chat.engine };
      }
      // A student who closes the chat stops the model too.
      const stop = new AbortController();
      reply.raw.on('close', () => stop.abort());
      const pieces = await context.gate.run(request, reply, userId, () =>
        chat.start(userId, body, stop.signal),
      );
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(events(pieces, chat.engine, request.log)));
    },
  );
}
