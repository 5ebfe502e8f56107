import type { ChatTurn } from '../api/chat';

/*
 * The chat is kept for the browser session only (spec 2: history kept for the session), per
 * student, so someone signing in after another on a shared computer starts with an empty chat.
 */

const HISTORY_TURNS_KEPT = 100;

const keyFor = (userId: string) => `assignd.ai-chat.${userId}`;

const isTurn = (value: unknown): value is ChatTurn =>
  typeof value === 'object' &&
  value !== null &&
  'role' in value &&
  (value.role === 'user' || value.role === 'assistant') &&
  'content' in value &&
  typeof value.content === 'string';

export function loadChat(userId: string): ChatTurn[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isTurn) : [];
  } catch {
    return [];
  }
}

export function saveChat(userId: string, turns: readonly ChatTurn[]): void {
  try {
    sessionStorage.setItem(keyFor(userId), JSON.stringify(turns.slice(-HISTORY_TURNS_KEPT)));
  } catch {
    // Storage full or refused (private mode): the chat still works, it just is not kept.
  }
}
