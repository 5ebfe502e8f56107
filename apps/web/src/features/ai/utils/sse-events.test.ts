import { describe, expect, it } from 'vitest';
import { readSseEvents } from './sse-events';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const events = [];
  for await (const event of readSseEvents(streamOf(chunks))) events.push(event);
  return events;
}

describe('readSseEvents', () => {
  it('yields each event once it is complete, even when split across chunks', async () => {
    expect(
      await collect([
        'event: delta\ndata: {"text":"Hel',
        'lo"}\n\nevent: delta\r\ndata: {"text":" there"}\r\n\r\n: keep-alive\n\n',
        'event: done\ndata: {"engine":"built-in"}',
      ]),
    ).toEqual([
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'delta', data: '{"text":" there"}' },
      { event: 'done', data: '{"engine":"built-in"}' },
    ]);
  });

  it('reads a CRLF split between two chunks as one line end', async () => {
    expect(await collect(['data: a\r', '\ndata: b\r\n\r\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('joins data lines and names unnamed events message', async () => {
    expect(await collect(['data: one\ndata: two\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});
