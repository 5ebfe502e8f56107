import type { QueuedWrite } from '@assignd/core';

/** A change waiting to be sent (docs/decisions/0018), as kept in the browser across restarts. */
export interface OutboxEntry {
  /** The Idempotency-Key it is sent with: sent twice, it is still done once. */
  key: string;
  /** Whose change it is: it is only ever sent with that student's session. */
  userId: string;
  write: QueuedWrite;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** How the student knows the row ('Lab report'), for what is said when it could not be saved. */
  label: string;
  /** The row as it was last shown, put back over the loaded lists after a restart offline. */
  shown?: { readonly id: string } & Readonly<Record<string, unknown>>;
  /** The list it belongs in (a query key), for that overlay. */
  list?: readonly string[];
  /**
   * A document's change (a timetable, preferences): its query key, and for a put what it makes
   * of the document (null once cleared); a merge shows the settings it sends.
   */
  document?: { key: readonly string[]; value?: unknown };
  /** Being sent by the tab that holds the send lock: later changes are not folded into it. */
  sending?: boolean;
  /** It could not be sent when made (offline, or the server away): the screens mark it. */
  waited?: boolean;
}

/** What a write to send is, before it has a key and an owner. */
export type WriteRequest = Omit<OutboxEntry, 'key' | 'userId' | 'sending' | 'waited'> & {
  /**
   * The change's own Idempotency-Key, for a change two tabs may both submit (a finished focus
   * session): it is queued once, and done once. Others get a new key.
   */
  key?: string;
};
