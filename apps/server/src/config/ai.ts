import { z } from 'zod';
import { ConfigError, countOf, type EnvOf } from './env-values';

const AI_BASE_URL_EXPECTED =
  'expected the http(s) URL of an OpenAI-compatible API, such as http://127.0.0.1:11434/v1';

export const aiEnv = {
  AI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, AI_BASE_URL_EXPECTED)
    .url(AI_BASE_URL_EXPECTED)
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_MS: countOf('milliseconds')
    .max(600_000, 'expected at most 600000 (ten minutes)')
    .default(30_000),
  AI_RATE_LIMIT: countOf('requests').default(20),
};

/** An OpenAI-compatible chat completions server (a vendor, Ollama, llama.cpp, vLLM). */
export interface AiModelConfig {
  baseUrl: string;
  /** Local servers such as Ollama need none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface AiConfig {
  /** Set when AI_BASE_URL and AI_MODEL are; otherwise the built-in engines answer. */
  ai: AiModelConfig | undefined;
  /** AI calls (POST /api/ai/*) one student may make a minute. */
  aiRateLimit: number;
}

export function aiConfig(value: EnvOf<typeof aiEnv>): AiConfig {
  if (Boolean(value.AI_BASE_URL) !== Boolean(value.AI_MODEL)) {
    const missing = value.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL';
    throw new ConfigError(
      `Invalid setting ${missing}: set both AI_BASE_URL and AI_MODEL to use a model`,
    );
  }
  const ai =
    value.AI_BASE_URL && value.AI_MODEL
      ? {
          baseUrl: value.AI_BASE_URL,
          apiKey: value.AI_API_KEY,
          model: value.AI_MODEL,
          timeoutMs: value.AI_TIMEOUT_MS,
        }
      : undefined;
  return { ai, aiRateLimit: value.AI_RATE_LIMIT };
}
