import { useMutation } from '@tanstack/react-query';
import { literal, object, string, union, type ZodMiniType } from 'zod/mini';
import { jsonBody } from '@/api/mutation-helpers';
import { ApiError, apiFetch } from '@/lib/api-client';
import { CLIENT_ID, CLIENT_ID_HEADER } from '@/lib/client-id';
import { browserTimeZone } from '@/lib/time-zone';
import { readSseEvents } from '../utils/sse-events';

/* POST /api/ai/chat (docs/api.md): one reply as JSON, or streamed as server-sent events. */

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The assignment a question is about; only its fields go to the server. */
export interface ChatContext {
  title: string;
  description?: string;
  category?: string;
  dueDate?: string;
}

export interface ChatRequest {
  message: string;
  context?: ChatContext;
  history?: readonly ChatTurn[];
}

const engineSchema = union([literal('built-in'), literal('model')]);
const replySchema = object({ reply: string(), engine: engineSchema });
const deltaSchema = object({ text: string() });
const failureSchema = object({ error: string() });

const parse = <T>(schema: ZodMiniType<T>, data: string): T | null => {
  try {
    const checked = schema.safeParse(JSON.parse(data));
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
};

const bodyOf = (request: ChatRequest) => jsonBody({ ...request, timeZone: browserTimeZone() });

/** A message alone: what the Test AI Connection button sends. */
export function useChatTest() {
  return useMutation({
    mutationFn: (message: string) =>
      apiFetch('/api/ai/chat', replySchema, { method: 'POST', body: bodyOf({ message }) }),
  });
}

/**
 * Sends one chat message and hands each piece of the reply to `onText` as it arrives; resolves
 * with the whole reply. A server that answers with JSON instead of a stream gives one piece.
 */
export async function streamChat(
  request: ChatRequest,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch('/api/ai/chat', {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      [CLIENT_ID_HEADER]: CLIENT_ID,
    },
    body: bodyOf(request),
  });
  if (!response.ok) {
    const failure = parse(failureSchema, await response.text());
    throw new ApiError(
      response.status,
      failure?.error ?? (response.statusText || 'Request failed'),
    );
  }
  const isStream = response.headers.get('content-type')?.includes('text/event-stream');
  if (!isStream || !response.body) {
    const answer = parse(replySchema, await response.text());
    if (!answer) throw new Error('Unexpected answer from the study assistant');
    onText(answer.reply);
    return answer.reply;
  }
  let reply = '';
  for await (const { event, data } of readSseEvents(response.body)) {
    if (event === 'delta') {
      const piece = parse(deltaSchema, data)?.text ?? '';
      reply += piece;
      if (piece) onText(piece);
    } else if (event === 'error') {
      throw new Error(parse(failureSchema, data)?.error ?? 'The study assistant stopped');
    } else if (event === 'done') {
      return reply;
    }
  }
  return reply;
}
