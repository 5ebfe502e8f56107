/** Better Auth's cookie prefix; the heavy-request gate reads the session cookie by this name too. */
export const SESSION_COOKIE_PREFIX = 'assignd';
