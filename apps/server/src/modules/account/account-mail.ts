import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/html';

export function accountDeletedMail(to: string): MailMessage {
  const intro =
    'Your Assignd account and everything in it (assignments, classes, events, schedule and study tools) have been deleted.';
  const after =
    'If this was not you, contact the people who run this Assignd. You can sign up again at any time.';
  return {
    to,
    subject: 'Your Assignd account was deleted',
    text: `${intro}\n\n${after}\n\nAssignd`,
    html: `<p>${intro}</p><p>${after}</p><p>Assignd</p>`,
    link: '',
  };
}

/** To the address an account had: the change is announced where the student can still read it. */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  const intro = `The e-mail of your Assignd account was changed to ${newEmail}. Sign in with that address from now on.`;
  const after = 'If this was not you, contact the people who run this Assignd.';
  return {
    to,
    subject: 'Your Assignd e-mail was changed',
    text: `${intro}\n\n${after}\n\nAssignd`,
    html: `<p>${escapeHtml(intro)}</p><p>${after}</p><p>Assignd</p>`,
    link: '',
  };
}
