import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const mailerTs = fileURLToPath(new URL('./mailer.ts', import.meta.url));
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function outboxFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'assignd-outbox-'));
  folders.push(folder);
  return path.join(folder, 'outbox');
}

const message = (subject: string) => ({
  to: 'maya@example.org',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
  link: 'http://localhost:3000/assignments',
});

/** Each file's subject, and the instant its name starts with. */
function outbox(folder: string) {
  return readdirSync(folder).map((name) => {
    const stamp = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z-/.exec(name);
    return {
      name,
      subject: /^Subject: (.*)$/m.exec(readFileSync(path.join(folder, name), 'utf8'))?.[1],
      at: stamp ? Date.parse(`${stamp[1]}T${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`) : NaN,
    };
  });
}

/**
 * A second server process sharing the outbox: it loads the mailer, says "ready", and on a line
 * from stdin writes `count` mails at once, so both processes write in the same milliseconds.
 */
function writerProcess(folder: string, label: string, count: number) {
  const script = `
    import { createMailer } from ${JSON.stringify(mailerTs)};
    const mailer = createMailer({ smtpUrl: undefined, from: 'a@localhost', outboxDir: ${JSON.stringify(folder)}, log: () => {} });
    process.stdout.write('ready\\n');
    process.stdin.once('data', async () => {
      await Promise.all(Array.from({ length: ${count} }, (_, n) => mailer.send({
        to: 'maya@example.org', subject: '${label} ' + n, text: 'x', html: 'x', link: 'x',
      })));
      process.exit(0);
    });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, ready, exited };
}

describe('the outbox (no SMTP server)', () => {
  it('keeps every one of 120 mails written at once to one address in its own file', async () => {
    const folder = outboxFolder();
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Assignd <no-reply@localhost>',
      outboxDir: folder,
      log: (line) => logged.push(line),
    });
    const start = Date.now();
    const subjects = Array.from({ length: 120 }, (_, n) => `Due tomorrow: worksheet ${n}`);
    await Promise.all(subjects.map((subject) => mailer.send(message(subject))));
    const end = Date.now();

    const files = outbox(folder);
    expect(files.map((file) => file.subject).sort()).toEqual([...subjects].sort());
    expect(logged).toHaveLength(120);
    // Names still start with the time written, so a listing sorts them by it.
    for (const file of files) {
      expect(file.at).toBeGreaterThanOrEqual(start);
      expect(file.at).toBeLessThanOrEqual(end);
    }
  });

  it('keeps every mail when two server processes write to one outbox at the same time', async () => {
    const folder = outboxFolder();
    const writers = [writerProcess(folder, 'first', 60), writerProcess(folder, 'second', 60)];
    await Promise.all(writers.map((writer) => writer.ready));
    for (const writer of writers) writer.child.stdin.end('go\n');
    expect(await Promise.all(writers.map((writer) => writer.exited))).toEqual([0, 0]);

    const subjects = outbox(folder).map((file) => file.subject);
    const expected = ['first', 'second'].flatMap((label) =>
      Array.from({ length: 60 }, (_, n) => `${label} ${n}`),
    );
    expect(subjects.sort()).toEqual(expected.sort());
  });
});
