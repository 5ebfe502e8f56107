import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Agent } from 'node:https';
import { generate } from 'selfsigned';

/*
 * A push service (RFC 8030) on 127.0.0.1 over HTTPS, with a certificate made for this run that
 * only the agent it hands out trusts. It keeps every message it is sent and answers each endpoint
 * with the status a test sets (201 unless told).
 */

interface ReceivedPush {
  path: string;
  /** When the whole message had arrived (Date.now()). */
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** Trusts this service's certificate, and nothing else. */
  agent: Agent;
  received: ReceivedPush[];
  /** The status answered for one endpoint path from now on. */
  answer(path: string, status: number): void;
  /** Answers nothing for one path until closed: a push service that hangs. */
  hang(path: string): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const hanging = new Set<string>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks);
      received.push({ path, at: Date.now(), headers: request.headers, body });
      if (hanging.has(path)) return;
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: pems.cert, keepAlive: false });
  return {
    origin: `https://127.0.0.1:${port}`,
    agent,
    received,
    answer: (path, status) => statuses.set(path, status),
    hang: (path) => hanging.add(path),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
    /** Reads an aes128gcm message (RFC 8188) as the browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
      const derive = (label: string, length: number) =>
        Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(label), length));
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('Content-Encoding: aes128gcm\0', 16),
        derive('Content-Encoding: nonce\0', 12),
      );
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2 and any zero padding.
      const end = plain.lastIndexOf(2);
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * The claims of a VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<key>`) once its ES256
 * signature checks out against `publicKey`; throws when it does not.
 */
export function vapidClaims(
  authorization: string | undefined,
  publicKey: string,
): Record<string, unknown> {
  const match = /^vapid t=([^,\s]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || match[2] !== publicKey)
    throw new Error(`Not a VAPID header: ${authorization}`);
  const [header, claims, signature] = match[1].split('.');
  if (!header || !claims || !signature) throw new Error('Not a JWT');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg !== 'ES256')
    throw new Error('Not ES256');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}
