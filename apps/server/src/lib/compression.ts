import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 KiB and more with brotli or gzip, whichever the client prefers: a
 * whole assignment list shrinks about tenfold. Brotli quality 4 costs about what gzip does; the
 * default 11 would spend more CPU than the bytes saved are worth. Files the web build already
 * compressed (served with their .br or .gz) carry a Content-Encoding and are passed through, and
 * the realtime WebSocket never goes through a reply. Request bodies are taken as sent: no client
 * of ours compresses them, so inflating them would only be more to go wrong.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
