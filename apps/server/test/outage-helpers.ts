import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';

export const UNAVAILABLE =
  'The database is not available right now. Your changes are safe; try again in a moment.';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
}

/** A browser stand-in over real HTTP: keeps the session cookie and sends a same-site Origin. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  get origin(): string {
    return this.base.replace('127.0.0.1', 'localhost');
  }

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        origin: this.origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return {
      status: response.status,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
    };
  }

  async signUp(email: string): Promise<void> {
    const answer = await this.send('POST', '/api/auth/sign-up/email', {
      email,
      password: 'outage-proof-password',
      name: 'Out Age',
      firstName: 'Out',
      lastName: 'Age',
    });
    if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
  }
}

interface Write {
  startedAt: number;
  doneAt: number;
  /** 0 when the request itself failed (connection refused or reset). */
  status: number;
  id?: string;
  answer?: Answer;
}

/** Writers each adding assignments one after another until stopped, recording every answer. */
export function startWriters(client: HttpClient, count: number) {
  const writes: Write[] = [];
  let stopped = false;
  const loop = async (writer: number) => {
    for (let n = 0; !stopped; n += 1) {
      const startedAt = Date.now();
      try {
        const answer = await client.send('POST', '/api/assignments', {
          title: `Writer ${writer} #${n}`,
        });
        const id = typeof answer.body.id === 'string' ? answer.body.id : undefined;
        writes.push({ startedAt, doneAt: Date.now(), status: answer.status, id, answer });
        // A real client backs off on 503 too; this only keeps the loop from spinning both cores.
        if (answer.status === 503) await pause(20);
      } catch {
        writes.push({ startedAt, doneAt: Date.now(), status: 0 });
        await pause(20);
      }
    }
  };
  const loops = Array.from({ length: count }, (_, writer) => loop(writer));
  return {
    writes,
    acknowledged: () => writes.filter((write) => write.status >= 200 && write.status < 300),
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Polls until check answers something truthy, failing with `what` at the deadline. */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(25);
  }
}

export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A process that has exited but not yet been reaped (a zombie) counts as gone. */
export function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A TCP relay to a PostgreSQL, which a test can cut (connections refused) and restore. */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly open = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((socket) => {
      // A connection the kernel accepted just before a cut reaches here after it: refused too,
      // or the pool would keep a working client through the whole "outage".
      if (this.server !== server) {
        socket.destroy();
        return;
      }
      const upstream = net.connect(this.target);
      for (const end of [socket, upstream]) {
        this.open.add(end);
        end.on('close', () => this.open.delete(end));
        end.on('error', () => (end === socket ? upstream : socket).destroy());
      }
      socket.pipe(upstream).pipe(socket);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  /** Refuses new connections and drops the open ones, as a database going away would. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
