/* Apple's form_post answer: the page the fake provider writes, and what a test reads back from it. */

/** The action and fields of Apple's auto-submitting form_post page. */
export function readFormPost(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no form_post form in the page');
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1] ?? '')] = unescape(match[2] ?? '');
  }
  return { action: unescape(action), fields };
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** A page that posts `fields` to `action` as soon as it loads, as Apple answers a consent. */
export function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return (
    `<!doctype html><html><body onload="document.forms[0].submit()">` +
    `<form method="post" action="${escapeHtml(action)}">${inputs}</form></body></html>`
  );
}
