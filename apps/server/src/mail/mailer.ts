import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, logged when mail is only written to the outbox. */
  link: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** True when mail really leaves the machine, so e-mail verification can be required. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from, options.log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send({ to, subject, text, html, headers }) {
      await transport.sendMail({ from, to, subject, text, html, headers });
    },
  };
}

/** Without SMTP each message is kept as an .eml file, so a self-hoster can still follow its link. */
function outboxMailer(outboxDir: string, from: string, log: (message: string) => void): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    delivers: false,
    async send({ to, subject, text, html, link, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, headers });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = await writeNewFile(outboxDir, to, info.message as Buffer);
      log(`Mail to ${to} ("${subject}") written to ${file}; its link: ${link}`);
    },
  };
}

/** Fresh names tried before giving up; a second one is needed only on a 1 in 2^48 clash. */
const NAME_ATTEMPTS = 5;

/**
 * Writes `message` to a file of its own. The name starts with the time, so a listing sorts by it;
 * random bits follow, because many mails (an evening's reminders, another server process on the
 * same folder) are written in the same millisecond. Created exclusively ('wx'), so even a clash
 * never overwrites a mail: it takes another name.
 */
async function writeNewFile(outboxDir: string, to: string, message: Buffer): Promise<string> {
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (let attempt = 1; ; attempt += 1) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${randomBytes(6).toString('hex')}-${safeTo}.eml`);
    try {
      await writeFile(file, message, { mode: 0o600, flag: 'wx' });
      return file;
    } catch (error) {
      const clash = (error as NodeJS.ErrnoException).code === 'EEXIST';
      if (!clash || attempt === NAME_ATTEMPTS) throw error;
    }
  }
}
