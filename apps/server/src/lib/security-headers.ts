import type { FastifyInstance } from 'fastify';

// Scripts only from our own origin and never inline. Styles allow inline attributes because
// Radix positions popovers and sonner injects its stylesheet at run time.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('content-security-policy', CSP);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('cross-origin-opener-policy', 'same-origin');
    void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (options.https) {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
