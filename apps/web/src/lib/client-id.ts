/**
 * This tab's id, made once at start-up. The server tags every change with the tab that made it,
 * so this tab can skip the echo of its own writes on the realtime socket. `getRandomValues`
 * rather than `randomUUID`, which browsers withhold from plain-http pages (a phone on the LAN).
 */
export const CLIENT_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');

export const CLIENT_ID_HEADER = 'X-Assignd-Client';
