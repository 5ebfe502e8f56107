export const AUTH_BASE_PATH = '/api/auth';

// Longer than any Better Auth path with a token in it; bounds the work done on hostile input.
const MAX_PATH_LENGTH = 1024;

// Better Auth's own paths use only these characters; anything else is an alternative spelling.
const PLAIN_PATH = /^[A-Za-z0-9._~/-]*$/;

export interface AuthPath {
  /** The path with escapes decoded, dot segments resolved, slashes collapsed and ;params dropped. */
  canonical: string;
  /** True when the raw path already was the canonical one, so Better Auth routes what we limit. */
  exact: boolean;
}

/**
 * The path an /api/auth request means, the way a lenient URL parser would read it. A WHATWG URL
 * (which our bridge builds) resolves %2e%2e and backslashes, so a limiter keyed on the raw text
 * could be dodged by any of those spellings. Returns undefined when no sensible path exists.
 */
export function authPath(rawUrl: string): AuthPath | undefined {
  const end = rawUrl.indexOf('?');
  const raw = end === -1 ? rawUrl : rawUrl.slice(0, end);
  if (raw.length > MAX_PATH_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const segments: string[] = [];
  for (const part of decoded.replace(/\\/g, '/').split('/')) {
    const segment = printable(part.split(';')[0]!);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const canonical = '/' + segments.join('/');
  const exact = raw === canonical && PLAIN_PATH.test(raw) && isUnderBase(canonical);
  return { canonical, exact };
}

// A URL parser drops tabs and line breaks inside a path, so they cannot make a path distinct.
function printable(text: string): string {
  return Array.from(text)
    .filter((char) => char > ' ' && char !== '\u007f')
    .join('');
}

function isUnderBase(path: string): boolean {
  return path.startsWith(`${AUTH_BASE_PATH}/`);
}

/**
 * Matches a canonical path against Better Auth's route patterns (":name" matches one segment),
 * ignoring case so that no spelling of a limited path escapes its bucket.
 */
export function routePattern(canonical: string, patterns: readonly string[]): string | undefined {
  const segments = canonical.toLowerCase().split('/');
  return patterns.find((pattern) => {
    const wanted = pattern.toLowerCase().split('/');
    return (
      wanted.length === segments.length &&
      wanted.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}
