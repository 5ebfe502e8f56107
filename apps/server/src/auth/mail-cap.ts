import type { MailMessage, Mailer } from '../mail/mailer';

/** The cap on account mails (confirmations, resets, address changes): of one kind to one address. */
const ACCOUNT_MAILS = { max: 3, windowMinutes: 15 } as const;

export interface MailCapOptions {
  /** Mails of one kind one address may get within the window. */
  max: number;
  windowMs: number;
  /** Addresses remembered at once, so a flood of made-up addresses cannot exhaust memory. */
  maxTracked?: number;
  now?: () => number;
}

/**
 * Caps how many mails of one kind go to one address, so nobody can bury a victim's inbox in reset
 * or confirmation mails (each from a new client address, the per-address limit does not stop it).
 */
export function mailCap(options: MailCapOptions) {
  const { max, windowMs } = options;
  const maxTracked = options.maxTracked ?? 10_000;
  const now = options.now ?? Date.now;
  const sent = new Map<string, number[]>();

  function forgetExpired(at: number) {
    for (const [key, times] of sent) {
      if (times.every((time) => at - time >= windowMs)) sent.delete(key);
    }
  }

  return {
    /** Whether one more mail of this kind may go to this address now; if so it is counted. */
    take(kind: string, address: string): boolean {
      const at = now();
      const key = `${kind} ${address.trim().toLowerCase()}`;
      const recent = (sent.get(key) ?? []).filter((time) => at - time < windowMs);
      if (recent.length >= max) {
        sent.set(key, recent);
        return false;
      }
      if (!sent.has(key) && sent.size >= maxTracked) {
        forgetExpired(at);
        // Still full: the oldest address is forgotten rather than refusing everyone's mail.
        if (sent.size >= maxTracked) sent.delete(sent.keys().next().value!);
      }
      recent.push(at);
      sent.delete(key);
      sent.set(key, recent);
      return true;
    },
  };
}

export interface AccountMailLog {
  warn(message: string): void;
  error(error: unknown, message: string): void;
}

/**
 * Sends account mails under the ACCOUNT_MAILS cap, without waiting: an answer must not take longer
 * when the address gets mail than when it does not, and a slow or failing mail server must not fail
 * a change that is already saved.
 */
export function cappedAccountMailer(mailer: Mailer, log: AccountMailLog) {
  const cap = mailCap({ max: ACCOUNT_MAILS.max, windowMs: ACCOUNT_MAILS.windowMinutes * 60_000 });
  return (kind: string, message: MailMessage): void => {
    if (!cap.take(kind, message.to)) {
      log.warn(
        `${kind} mail to ${message.to} not sent: ${ACCOUNT_MAILS.max} sent in ${ACCOUNT_MAILS.windowMinutes} minutes`,
      );
      return;
    }
    mailer.send(message).catch((error: unknown) => {
      log.error(error, `${kind} mail to ${message.to} could not be sent`);
    });
  };
}
