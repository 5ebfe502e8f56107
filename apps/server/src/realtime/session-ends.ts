/** Every server process hears on this channel that a session ended, to close its sockets at once. */
export const SESSIONS_CHANNEL = 'assignd_sessions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payload is the session's id: never its token, which would sign in whoever reads it. */
export function sessionEndedPayload(sessionId: string): string {
  return JSON.stringify({ sessionId });
}

/** The session id off the channel; undefined for anything malformed, which is then ignored. */
export function parseSessionEnded(payload: string | undefined): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || !('sessionId' in value)) return undefined;
  const { sessionId } = value;
  return typeof sessionId === 'string' && UUID.test(sessionId) ? sessionId : undefined;
}
