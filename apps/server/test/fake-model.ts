import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Reply } from './helpers';
import { listenLocally, readBody } from './fake-http';

/** What the fake answers one call with; calls beyond the script get a plain reply. */
type FakeAnswer =
  | { json: unknown }
  | { content: string }
  | { stream: string[] }
  | { status: number }
  | { hang: true };

interface FakeModelRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
  /** Milliseconds the fake spent from the request's first byte to its answer's last. */
  elapsedMs: number;
}

export interface FakeModel {
  /** For AI_BASE_URL: http://127.0.0.1:<port>/v1. */
  url: string;
  requests: FakeModelRequest[];
  /** Answers for the next calls, in order. */
  script(...answers: FakeAnswer[]): void;
  /** Everything the model was sent, as one text: what isolation tests search. */
  everythingSent(): string;
  close(): Promise<void>;
}

export const PLAIN_REPLY = 'Hello from the model.';

const completion = (content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_764_000_000,
  model: 'fake',
  choices: [
    { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const chunk = (content: string | null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1_764_000_000,
  model: 'fake',
  choices: [
    {
      index: 0,
      delta: content === null ? {} : { content },
      finish_reason: content === null ? 'stop' : null,
    },
  ],
});

/** Just enough of an OpenAI-compatible /v1/chat/completions on 127.0.0.1 for the official SDK. */
export async function startFakeModel(): Promise<FakeModel> {
  const requests: FakeModelRequest[] = [];
  const queue: FakeAnswer[] = [];
  const hanging = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const body = JSON.parse(await readBody(req)) as FakeModelRequest['body'];
    const record: FakeModelRequest = {
      authorization: req.headers.authorization,
      body,
      elapsedMs: 0,
    };
    requests.push(record);
    const done = () => {
      record.elapsedMs = performance.now() - started;
    };
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const answer =
      queue.shift() ?? (body.stream ? { stream: [PLAIN_REPLY] } : { content: PLAIN_REPLY });
    if ('hang' in answer) {
      hanging.add(res);
      return;
    }
    if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'fake failure', type: 'fake', code: null } }),
        done,
      );
      return;
    }
    if ('stream' in answer) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of answer.stream) res.write(`data: ${JSON.stringify(chunk(piece))}\n\n`);
      res.write(`data: ${JSON.stringify(chunk(null))}\n\n`);
      res.end('data: [DONE]\n\n', done);
      return;
    }
    const content = 'json' in answer ? JSON.stringify(answer.json) : answer.content;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(content)), done);
  };

  const server = await listenLocally(handle, () => ({
    error: { message: 'fake model failure', type: 'fake', code: null },
  }));
  return {
    url: `${server.origin}/v1`,
    requests,
    script: (...answers) => queue.push(...answers),
    everythingSent: () => JSON.stringify(requests.map(({ body }) => body.messages)),
    close: () => {
      for (const res of hanging) res.destroy();
      return server.close();
    },
  };
}

/** The server-sent events of a reply (the test browser keeps a body that is not JSON as text). */
export function eventsOf(reply: Reply): { event: string; data: Record<string, unknown> }[] {
  return String(reply.body.text)
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>,
    }));
}
