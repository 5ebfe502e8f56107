/**
 * The sign-in path spelled other ways that still mean it: dot segments (plain and escaped),
 * doubled and trailing slashes, a path parameter, an escaped letter, backslashes and a NUL. The
 * path reader's tests read each as sign-in; the rate limit's count each against it.
 */
export const SIGN_IN_SPELLINGS = [
  '/api/auth/x/../sign-in/email',
  '/api/auth/x/%2e%2e/sign-in/email',
  '/api/auth/x/%2E%2E/sign-in/email',
  '/api/auth/x/.%2e/sign-in/email',
  '/api/auth/./sign-in/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in//email',
  '/api/auth/sign-in/email/',
  '/api/auth/sign-in/email;jsessionid=1',
  '/api/auth/%73ign-in/email',
  '/api/auth/x\\..\\sign-in/email',
  '/api/auth/sign-in/email%00',
];
