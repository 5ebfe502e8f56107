import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** When the server accepted it (Date.now() at the end of DATA). */
  acceptedAt: number;
}

/** Just enough of SMTP (RFC 5321) on 127.0.0.1 for nodemailer to deliver plain messages. */
export async function startFakeSmtp(): Promise<{
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message, received already or later, that the predicate accepts. */
  waitFor: (predicate: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '', acceptedAt: 0 };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            current.acceptedAt = Date.now();
            messages.push(current);
            for (const waiter of waiters) waiter(current);
            current = { from: '', to: [], data: '', acceptedAt: 0 };
            reply('250 2.0.0 queued');
          } else {
            current.data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake-smtp\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (predicate) => {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The first http(s) link of a message, with quoted-printable soft breaks undone. */
export function linkIn(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+/.exec(decoded);
  if (!match) throw new Error(`No link in message:\n${raw}`);
  return match[0];
}
