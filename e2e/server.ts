import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface TestServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * How long a start may take: a first start makes the embedded PostgreSQL cluster (initdb), which
 * on a busy machine takes longer than a test's 30 s, so a hook that starts a server gives itself
 * this much and a little more.
 */
export const SERVER_START_MS = 60_000;

/** Runs the built server (apps/server/dist/main.js) as `npm start` would, on its own data folder. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<TestServer> {
  const url = `http://localhost:${options.port}`;
  // The health check below cannot tell this server from another one on the same port (a second
  // test run on the machine): the tests would then talk to that one and fail once it stops.
  if (await answersHealth(url))
    throw new Error(
      `A server already answers on ${url} (another test run?): stop it or pick another port.`,
    );
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        // Devices subscribe through the API with endpoints on a reserved domain nothing answers.
        PUSH_SERVICE_HOSTS: 'push.example.org',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );

  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    if (await answersHealth(url)) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    dataDir: options.dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false; // not listening (yet)
  }
}
