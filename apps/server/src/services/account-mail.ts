import type { MailMessage } from '../mail/mailer';

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
