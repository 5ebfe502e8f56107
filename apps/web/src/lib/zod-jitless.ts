/*
 * Zod tries `new Function('')` to see whether it may compile its object parsers. Our CSP
 * (script-src 'self', no 'unsafe-eval') refuses it, and Chromium reports the refusal as a
 * Content-Security-Policy violation although zod catches it (issue 27). `jitless` skips the probe;
 * the parsers are the ones the CSP left zod with anyway. Zod keeps its config on this global so
 * that every copy of it shares one (vite.config.ts makes two), and takes one that is already
 * there: set before zod loads, it costs the landing page none of zod's code.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
