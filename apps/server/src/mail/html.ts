/** Text made safe for an HTML mail body or attribute: the five special characters as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
