import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake service's HTTP server on a free port of 127.0.0.1. A handler that throws answers 500 with
 * `failure(error)` as its JSON body, so a test meets the fake's own bug rather than a hang.
 */
export async function listenLocally(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
  failure: (error: unknown) => unknown,
) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(failure(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Closes open connections too: a client keeping one alive would hold the close up. */
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Past this a fake stops reading: a runaway client fails the test rather than the machine. */
const BODY_MAX = 4 * 1024 * 1024;

/** A request's whole body as text. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_MAX) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
