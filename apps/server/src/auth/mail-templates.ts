import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/html';

function message(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\nIf you did not ask for this, you can ignore this e-mail.\n\nAssignd`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, you can ignore this e-mail.</p><p>Assignd</p>`;
  return { to, subject, text, html, link: url };
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Assignd password',
    'Someone asked to reset the password of your Assignd account. The link works for one hour.',
    'Choose a new password',
    url,
  );
}

export function verifyEmailMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your e-mail for Assignd',
    'Welcome to Assignd! Confirm your e-mail address to start planning.',
    'Confirm my e-mail',
    url,
  );
}

export function changeEmailMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your new e-mail for Assignd',
    'Someone asked to sign in to their Assignd account with this address from now on. It changes once you open this link, which works for one hour.',
    'Confirm my new e-mail',
    url,
  );
}
