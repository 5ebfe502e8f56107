import type { Assignment } from '@assignd/schemas';
import { useEffect, useRef, useState } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { errorMessage } from '../api/ai';
import { streamChat, type ChatContext, type ChatTurn } from '../api/chat';
import { loadChat, saveChat } from '../utils/chat-history';

/* Spec 8, AI; the apology's wording is ours. */
const failed = (message: string) => `Study Assistant Error: ${message}`;
const APOLOGY = "Sorry, I couldn't answer that just now. Please try again in a moment.";

// What the server needs to follow the conversation; older turns only cost time.
const HISTORY_SENT = 10;
export const MESSAGE_MAX = 2000;

const openAssignments = (list: Assignment[]) => list.filter((row) => !row.completed);

function contextOf(assignment: Assignment | undefined): ChatContext | undefined {
  if (!assignment) return undefined;
  return {
    title: assignment.title,
    ...(assignment.description ? { description: assignment.description } : {}),
    category: assignment.category,
    ...(assignment.dueDate ? { dueDate: assignment.dueDate } : {}),
  };
}

/**
 * Study Chat: the conversation of this browser session, a reply that grows as it streams in, and
 * optionally one of the student's open assignments the questions are about. The message and the
 * assignment are the chat box's form values, handed to `send`.
 */
export function useStudyChat() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : '';
  const { data: assignments = [] } = useAssignments(openAssignments);
  const [turns, setTurns] = useState<ChatTurn[]>(() => loadChat(userId));
  const [sending, setSending] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    if (userId) saveChat(userId, turns);
  }, [userId, turns]);
  // Leaving the screen stops a reply still streaming.
  useEffect(() => () => running.current?.abort(), []);

  const replaceLast = (update: (content: string) => string) =>
    setTurns((list) => {
      const last = list.at(-1);
      if (last?.role !== 'assistant') return list;
      return [...list.slice(0, -1), { ...last, content: update(last.content) }];
    });

  async function send(typed: string, contextId: string) {
    const message = typed.trim();
    // Spec 5: a blank message is not sent.
    if (!message || sending) return;
    const history = turns.filter((turn) => turn.content !== '').slice(-HISTORY_SENT);
    setSending(true);
    setTurns((list) => [
      ...list,
      { role: 'user', content: message },
      { role: 'assistant', content: '' },
    ]);
    const controller = new AbortController();
    running.current = controller;
    try {
      const context = contextOf(assignments.find((row) => row.id === contextId));
      await streamChat(
        { message, history, ...(context ? { context } : {}) },
        (piece) => replaceLast((content) => content + piece),
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      notify.error(failed(errorMessage(error, 'Failed to get a response')));
      replaceLast(() => APOLOGY);
    } finally {
      if (running.current === controller) running.current = null;
      setSending(false);
    }
  }

  return {
    turns,
    sending,
    send: (message: string, contextId: string) => void send(message, contextId),
    assignments,
    clear: () => {
      running.current?.abort();
      setTurns([]);
    },
  };
}
