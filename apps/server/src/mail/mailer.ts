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
      const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log(`Mail to ${to} ("${subject}") written to ${file}; its link: ${link}`);
    },
  };
}
