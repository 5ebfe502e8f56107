/**
 * Writes go out with `keepalive`, so one sent a moment before the student reloads or closes the
 * page still reaches the server: without it the browser cancels the request with the page, and the
 * change is lost without a word. A page may have at most 64 KiB of keepalive bodies on their way
 * at once (past that, fetch refuses the request), so a write that would pass what is left of it
 * goes as a plain request.
 */
const KEEPALIVE_BYTES = 60 * 1024;

let bytesOnTheirWay = 0;

/** The body's size in bytes when it can be known cheaply and could fit, else Infinity. */
function sizeOf(body: BodyInit | null | undefined): number {
  if (body === undefined || body === null) return 0;
  // UTF-8 takes at least a byte a character: a longer string cannot fit, so it is not encoded.
  if (typeof body !== 'string' || body.length > KEEPALIVE_BYTES) return Infinity;
  return new TextEncoder().encode(body).length;
}

/**
 * Whether this write may use keepalive, and `release` to call once its answer has come (its body
 * then no longer counts against the page's budget).
 */
export function keepaliveFor(body: BodyInit | null | undefined): {
  keepalive: boolean;
  release: () => void;
} {
  const size = sizeOf(body);
  if (bytesOnTheirWay + size > KEEPALIVE_BYTES) return { keepalive: false, release: () => {} };
  bytesOnTheirWay += size;
  let released = false;
  return {
    keepalive: true,
    release: () => {
      if (released) return;
      released = true;
      bytesOnTheirWay -= size;
    },
  };
}
