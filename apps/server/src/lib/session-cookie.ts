/** Better Auth's cookie prefix; the heavy-request gate reads the session cookie by this name too. */
export const SESSION_COOKIE_PREFIX = 'assignd';

// The session cookie Better Auth sets (with the __Secure- prefix on https), read only as a key.
const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=([^;]{1,512})`,
);

/** The session cookie's value in a Cookie header, unchecked: whether it is a valid session is Better Auth's to say. */
export function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
}
