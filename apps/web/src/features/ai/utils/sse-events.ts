/** One server-sent event: its name ('message' when the server named none) and its data. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads server-sent events as they arrive, one whole event (a block ending in a blank line) at a
 * time, so a reply can be shown while the rest of it is still on its way.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      // A character split across chunks waits for its other bytes (stream: true).
      // A '\r' at the very end may be the first half of a '\r\n' still on its way.
      buffer = (buffer + decoder.decode(value, { stream: true })).replace(/\r\n|\r(?!$)/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const parsed = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) yield parsed;
        end = buffer.indexOf('\n\n');
      }
    }
    const last = parseBlock(buffer.replace(/\r$/, ''));
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    // Lines starting with ':' are comments (keep-alives).
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
