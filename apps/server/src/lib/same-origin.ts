import type { FastifyInstance, FastifyRequest } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// What browsers send when the request came from one of our own pages, or from the user directly.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
// Apple answers a sign-in by posting a form from its own site; the OAuth state it carries is the
// check there, and Better Auth only turns that post into a redirect to the same address. Matched
// whole: Better Auth resolves dot segments, so a prefix would also let `callback/../x` through.
const OAUTH_CALLBACK = /^\/api\/auth\/callback\/[A-Za-z0-9_-]{1,64}$/;
// Headers can be kilobytes long; the log line keeps only enough to recognise them.
const MAX_LOGGED = 200;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Written by another service, never by a page, and proven by its signature over the body (a
     * payment webhook): no browser sends it, so no cookie can ride it.
     */
    signedBySender?: boolean;
  }
}

export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: changes are only accepted from pages of this site';

/**
 * Why a write is refused as cross-site, or undefined when it came from a trusted origin. Browsers
 * attach Origin to every fetch that writes; when a privacy setting drops it, Sec-Fetch-Site (which
 * pages cannot forge) still tells whether the request came from our own pages.
 */
function crossSiteReason(
  request: FastifyRequest,
  trusted: ReadonlySet<string>,
): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return trusted.has(origin) ? undefined : `origin ${JSON.stringify(origin)} is not trusted`;
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && OWN_FETCH_SITES.has(site)) return undefined;
  return site === undefined ? 'no Origin header' : `Sec-Fetch-Site is ${JSON.stringify(site)}`;
}

/**
 * Refuses every write that did not come from our own pages, whatever its path, before any route
 * runs: a page on another site cannot ride the student's cookie (SameSite=Lax alone still lets
 * sibling subdomains through) nor sign them in to an account of its choosing. Trusted origins come
 * from the configuration only: the Host header is the client's to choose, so it never widens them.
 */
export function installSameOriginCheck(
  app: FastifyInstance,
  trustedOrigins: readonly string[],
): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (OAUTH_CALLBACK.test(path) || request.routeOptions.config.signedBySender) return;
    const reason = crossSiteReason(request, trusted);
    if (reason === undefined) return;
    request.log.info(
      `Refused a cross-site ${request.method} ${path.slice(0, MAX_LOGGED)}: ${reason.slice(0, MAX_LOGGED)}`,
    );
    return reply.status(403).send({ error: CROSS_SITE_MESSAGE });
  });
}
