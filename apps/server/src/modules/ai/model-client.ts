import OpenAI, { APIConnectionError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { type $ZodType, type output, registry, safeParse, toJSONSchema } from 'zod/v4/core';
import type { AiModelConfig } from '../../config';
import { HttpError } from '../../lib/http';

export type ModelMessage = ChatCompletionMessageParam;

/** The configured model, behind the two questions the AI tools ask it. */
export interface ModelClient {
  /** The model's name, as configured (AI_MODEL). */
  model: string;
  /** An answer of the schema's shape; an answer that does not fit is asked for once more. */
  answer<S extends $ZodType>(
    messages: ModelMessage[],
    schema: S,
    name: string,
    signal?: AbortSignal,
  ): Promise<output<S>>;
  /** The reply's text as the model writes it. */
  stream(messages: ModelMessage[], signal?: AbortSignal): AsyncIterable<string>;
}

const WRONG_SHAPE =
  'The AI model answered in the wrong format twice. Please try again; if it keeps happening, ask your server admin to check AI_MODEL.';

/**
 * The schema the model is told to answer in. A schema of its own registry: the shared one would
 * turn the root into a $ref to a named definition, which OpenAI's strict mode refuses. Patterns of
 * dates are left out where a format says the same: grammar-based servers (llama.cpp) compile every
 * pattern, and the answer is validated with the zod schema anyway.
 */
function jsonSchemaOf(schema: $ZodType): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    const kept = Object.entries(node).filter(
      ([key]) => key !== '$schema' && !(key === 'pattern' && 'format' in node),
    );
    return Object.fromEntries(kept.map(([key, value]) => [key, strip(value)]));
  };
  return strip(toJSONSchema(schema, { io: 'output', metadata: registry() })) as Record<
    string,
    unknown
  >;
}

/** What the student reads when the model could not be used: never the vendor's raw text. */
function readableError(error: unknown, config: AiModelConfig, timedOut: boolean): HttpError {
  const seconds = Math.round(config.timeoutMs / 100) / 10;
  if (timedOut) {
    return new HttpError(
      502,
      `The AI model did not answer within ${seconds} seconds. Please try again.`,
    );
  }
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status === 401 || error.status === 403) {
      return new HttpError(
        502,
        `The AI model refused the server's key (${error.status}). Ask your server admin to check AI_API_KEY.`,
      );
    }
    if (error.status === 404) {
      return new HttpError(
        502,
        `The AI model '${config.model}' was not found (404). Ask your server admin to check AI_MODEL.`,
      );
    }
    if (error.status === 429) {
      return new HttpError(502, 'The AI model is busy (429). Please wait a minute and try again.');
    }
    return new HttpError(
      502,
      `The AI model failed (${error.status}). Please try again in a moment.`,
    );
  }
  if (error instanceof APIConnectionError) {
    return new HttpError(
      502,
      'The AI model could not be reached. Ask your server admin to check AI_BASE_URL.',
    );
  }
  return new HttpError(502, 'The AI model failed. Please try again in a moment.');
}

/** Some local models fence their JSON in a markdown block even when asked for JSON alone. */
function unfenced(content: string): string {
  const text = content.trim();
  if (text.length < 6 || !text.startsWith('```') || !text.endsWith('```')) return text;
  // The opening line may name the language ('```json').
  return text.slice(text.indexOf('\n') + 1, -3);
}

/** Runs one call under the timeout (the whole call, a stream included) and the caller's signal. */
async function* guarded<T>(
  config: AiModelConfig,
  signal: AbortSignal | undefined,
  call: (signal: AbortSignal) => AsyncIterable<T>,
): AsyncIterable<T> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const both = signal ? AbortSignal.any([timeout, signal]) : timeout;
  try {
    yield* call(both);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw readableError(error, config, timeout.aborted);
  }
}

async function first<T>(values: AsyncIterable<T>): Promise<T> {
  for await (const value of values) return value;
  throw new HttpError(502, 'The AI model gave no answer. Please try again.');
}

/** An OpenAI-compatible chat completions server: a vendor, Ollama, llama.cpp or vLLM. */
export function modelClient(config: AiModelConfig): ModelClient {
  const openai = new OpenAI({
    baseURL: config.baseUrl,
    // The SDK insists on a key; local servers ignore the header.
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    // A retry would double the wait behind a 30 s timeout; the student can send again.
    maxRetries: 0,
  });

  async function* complete(
    messages: ModelMessage[],
    format: ResponseFormatJSONSchema.JSONSchema,
    signal: AbortSignal,
  ): AsyncIterable<string> {
    const completion = await openai.chat.completions.create(
      {
        model: config.model,
        messages,
        response_format: { type: 'json_schema', json_schema: format },
      },
      { signal },
    );
    yield completion.choices[0]?.message.content ?? '';
  }

  return {
    model: config.model,

    async answer(messages, schema, name, signal) {
      const format: ResponseFormatJSONSchema.JSONSchema = {
        name,
        schema: jsonSchemaOf(schema),
        strict: true,
      };
      let asked = messages;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const content = await first(
          guarded(config, signal, (both) => complete(asked, format, both)),
        );
        let problem: string;
        try {
          const parsed = safeParse(schema, JSON.parse(unfenced(content)));
          if (parsed.success) return parsed.data;
          const issue = parsed.error.issues[0];
          problem = `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`;
        } catch {
          problem = 'not valid JSON';
        }
        asked = [
          ...messages,
          { role: 'assistant', content },
          {
            role: 'user',
            content: `That answer does not match the JSON schema (${problem}). Answer again with JSON only.`,
          },
        ];
      }
      throw new HttpError(502, WRONG_SHAPE);
    },

    stream(messages, signal) {
      return guarded(config, signal, async function* (both) {
        const chunks = await openai.chat.completions.create(
          { model: config.model, messages, stream: true },
          { signal: both },
        );
        for await (const chunk of chunks) {
          const text = chunk.choices[0]?.delta.content;
          if (text) yield text;
        }
      });
    },
  };
}
