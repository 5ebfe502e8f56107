import {
  type DigestAssignment,
  type DigestContent,
  hasDueTime,
  plural,
  UPCOMING_EXAM_DAYS,
} from '@assignd/core';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml, htmlPage } from '../../mail/html';

/** Where a mail's links lead: the app, and the signed one-click unsubscribe. */
export interface MailLinks {
  app: string;
  unsubscribe: string;
}

const MAX_LISTED = 20;

/** 'Tue, Nov 24, 9:30 AM', or 'Tue, Nov 24' for work due that day without a time. */
function dueText(due: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(hasDueTime(due, timeZone) ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(due);
}

/**
 * RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that posts
 * `List-Unsubscribe=One-Click` to the https URL, with no sign-in.
 */
function unsubscribeHeaders(links: MailLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function footer(links: MailLinks) {
  const why = 'You get this because due-date reminders are on in your Assignd settings.';
  return {
    text: `Open Assignd: ${links.app}\n\n${why}\nTurn reminders off: ${links.unsubscribe}\n`,
    html:
      `<p><a href="${escapeHtml(links.app)}">Open Assignd</a></p>` +
      `<p style="color:#666;font-size:12px">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(links.unsubscribe)}">Turn reminders off</a></p>`,
  };
}

/** One assignment as a mail lists it: 'Lab report (Project, Tue, Mar 5, 9:30 AM)'. */
function listed(title: string, category: string, due: Date, timeZone: string): string {
  return `${title} (${category}, ${dueText(due, timeZone)})`;
}

/** The first MAX_LISTED lines, then how many more there are. */
function capped(lines: string[]): string[] {
  const rest = lines.length - MAX_LISTED;
  return rest > 0 ? [...lines.slice(0, MAX_LISTED), `and ${rest} more`] : lines;
}

/** A list whose every item opens the app. */
function htmlList(items: string[], links: MailLinks): string {
  const li = (item: string) =>
    `<li><a href="${escapeHtml(links.app)}">${escapeHtml(item)}</a></li>`;
  return `<ul>${items.map(li).join('')}</ul>`;
}

interface Section {
  title: string;
  rows: DigestAssignment[];
}

/** The daily digest: each non-empty section with its assignments and their due times. */
export function digestMail(
  to: string,
  content: DigestContent,
  timeZone: string,
  links: MailLinks,
): MailMessage {
  const sections: Section[] = [
    { title: 'Overdue', rows: content.overdue },
    { title: 'Due today', rows: content.dueToday },
    { title: 'Due tomorrow', rows: content.dueTomorrow },
    {
      title: `Tests and quizzes in the next ${UPCOMING_EXAM_DAYS} days`,
      rows: content.upcomingTests,
    },
  ].filter((section) => section.rows.length > 0);
  const lines = (rows: DigestAssignment[]) =>
    capped(
      rows.map((row) => listed(row.title, row.category, new Date(row.dueDate ?? 0), timeZone)),
    );
  const text = sections
    .map(({ title, rows }) => [`${title}:`, ...lines(rows).map((item) => `- ${item}`)].join('\n'))
    .join('\n\n');
  const html = sections
    .map(
      ({ title, rows }) =>
        `<h2 style="font-size:16px">${escapeHtml(title)}</h2>${htmlList(lines(rows), links)}`,
    )
    .join('');
  const count = sections.reduce((sum, section) => sum + section.rows.length, 0);
  const end = footer(links);
  return {
    to,
    subject: `Your Assignd day: ${plural(count, 'assignment')} to watch`,
    text: `${text}\n\n${end.text}`,
    html: htmlPage('Your Assignd day', `${html}${end.html}`),
    link: links.app,
    headers: unsubscribeHeaders(links),
  };
}

/** One assignment's reminder: the evening before, or an hour before its due time. */
export function assignmentReminderMail(
  to: string,
  assignment: { title: string; dueDate: Date },
  kind: 'evening' | 'hour',
  timeZone: string,
  links: MailLinks,
): MailMessage {
  const when = dueText(assignment.dueDate, timeZone);
  const subject =
    kind === 'hour' ? `Due in an hour: ${assignment.title}` : `Due tomorrow: ${assignment.title}`;
  const intro = `"${assignment.title}" is due ${when}.`;
  const end = footer(links);
  return {
    to,
    subject,
    text: `${intro}\n\n${end.text}`,
    html: htmlPage(subject, `<p>${escapeHtml(intro)}</p>${end.html}`),
    link: links.app,
    headers: unsubscribeHeaders(links),
  };
}

interface EveningAssignment {
  title: string;
  category: string;
  dueDate: Date;
}

/**
 * The evening before: one mail listing what is due tomorrow in due order (past MAX_LISTED, a
 * count of the rest); a single assignment reads as its own reminder.
 */
export function eveningReminderMail(
  to: string,
  due: readonly EveningAssignment[],
  timeZone: string,
  links: MailLinks,
): MailMessage {
  const [only] = due;
  if (only && due.length === 1) {
    return assignmentReminderMail(to, only, 'evening', timeZone, links);
  }
  const subject = `Due tomorrow: ${plural(due.length, 'assignment')}`;
  const intro = `${plural(due.length, 'assignment')} are due tomorrow:`;
  const items = capped(due.map((row) => listed(row.title, row.category, row.dueDate, timeZone)));
  const end = footer(links);
  return {
    to,
    subject,
    text: `${intro}\n${items.map((item) => `- ${item}`).join('\n')}\n\n${end.text}`,
    html: htmlPage(subject, `<p>${escapeHtml(intro)}</p>${htmlList(items, links)}${end.html}`),
    link: links.app,
    headers: unsubscribeHeaders(links),
  };
}

/** The page GET on the unsubscribe link shows: one button that posts the one-click form. */
export function unsubscribePage(action: string): string {
  return htmlPage(
    'Turn off reminders',
    `<h1 style="font-size:20px">Turn off Assignd reminders?</h1>` +
      `<p>You will get no more reminder or digest e-mails. You can turn them on again in Settings.</p>` +
      `<form method="post" action="${escapeHtml(action)}">` +
      `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit">Turn off reminders</button></form>`,
  );
}

export function unsubscribedPage(appUrl: string): string {
  return htmlPage(
    'Reminders turned off',
    `<h1 style="font-size:20px">Reminders are off</h1>` +
      `<p>You will get no more reminder e-mails. <a href="${escapeHtml(appUrl)}">Open Assignd</a> to turn them on again in Settings.</p>`,
  );
}

export function invalidLinkPage(): string {
  return htmlPage(
    'Link not valid',
    `<h1 style="font-size:20px">This link is not valid</h1><p>Turn reminders off in Assignd's Settings instead.</p>`,
  );
}
