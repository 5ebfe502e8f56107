/** Text made safe for an HTML mail body or attribute: the five special characters as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole HTML document: the body of a mail, or a page a mailed link opens outside the app. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif">${body}</body></html>`;
}
