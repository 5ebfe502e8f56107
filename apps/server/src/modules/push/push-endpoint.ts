/**
 * Whether an endpoint is one of the push services: its host is an allowed one or a subdomain of
 * one, on the https port (issue 28, item 19: any port let a student reach other services of an
 * allowed host). An entry `host:port` allows that port instead, `host:*` any port (a local push
 * relay, the tests' fake).
 */
export function isPushService(endpoint: string, allowed: readonly string[]): boolean {
  // The schema's pattern lets through hosts a URL cannot hold (a name ending in a number).
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || '443';
  return allowed.some((entry) => {
    const [name = '', allowedPort = '443'] = entry.toLowerCase().split(':');
    const hostMatches = host === name || host.endsWith(`.${name}`);
    return hostMatches && (allowedPort === '*' || allowedPort === port);
  });
}
