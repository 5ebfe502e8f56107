import { clsx } from 'clsx';
import Bot from 'lucide-react/icons/bot';
import Eraser from 'lucide-react/icons/eraser';
import MessageCircle from 'lucide-react/icons/message-circle';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ChatTurn } from '../api/chat';
import { useStudyChat } from '../hooks/use-study-chat';

const SUGGESTIONS = ['What is due this week?', 'What should I do first?', 'When is my next test?'];

/** Study Chat: questions about the student's own planner, answered as they stream in. */
export function ChatPanel({ touch }: { touch?: boolean }) {
  const chat = useStudyChat();
  const messageId = useId();
  const contextId = useId();
  const hintId = useId();
  const log = useRef<HTMLDivElement>(null);
  const last = chat.turns.at(-1)?.content;

  // Keep the newest words in view while a reply grows.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.turns.length, last]);

  return (
    <Card className="flex min-w-0 flex-col overflow-hidden">
      <div className="flex flex-wrap items-end gap-3 border-b p-4">
        <div className="grid min-w-0 flex-1 basis-56 gap-2">
          <Label htmlFor={contextId}>About an assignment (optional)</Label>
          <Select
            id={contextId}
            value={chat.contextId}
            onChange={(event) => chat.setContextId(event.target.value)}
          >
            <option value="">No assignment: my whole planner</option>
            {chat.assignments.map((assignment) => (
              <option key={assignment.id} value={assignment.id}>
                {assignment.title}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="ghost"
          className="self-end"
          onClick={chat.clear}
          disabled={chat.turns.length === 0}
        >
          <Eraser aria-hidden="true" className="size-4" />
          Clear Chat
        </Button>
      </div>

      <div
        ref={log}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        aria-busy={chat.sending}
        tabIndex={0}
        className={clsx(
          'focus-visible:ring-ring overflow-y-auto p-4 focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset',
          touch ? 'h-[min(24rem,50dvh)]' : 'h-96',
        )}
      >
        {chat.turns.length === 0 ? (
          <div className="text-muted-foreground flex flex-col items-center gap-3 py-8 text-center text-sm">
            <MessageCircle aria-hidden="true" className="text-primary size-8" />
            <span>Ask about your assignments, tests and what to do next.</span>
            <span className="flex flex-wrap justify-center gap-2">
              {SUGGESTIONS.map((question) => (
                <Button
                  key={question}
                  size="sm"
                  variant="secondary"
                  onClick={() => chat.setDraft(question)}
                >
                  {question}
                </Button>
              ))}
            </span>
          </div>
        ) : (
          <ol className="grid gap-3">
            {chat.turns.map((turn, index) => (
              <ChatBubble
                key={index}
                turn={turn}
                waiting={chat.sending && index === chat.turns.length - 1}
              />
            ))}
          </ol>
        )}
      </div>

      <form
        className="flex items-start gap-2 border-t p-4"
        onSubmit={(event) => {
          event.preventDefault();
          chat.send();
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={messageId} className="sr-only">
            Message
          </Label>
          <Textarea
            id={messageId}
            rows={2}
            value={chat.draft}
            maxLength={chat.messageMax}
            onChange={(event) => chat.setDraft(event.target.value)}
            onKeyDown={chat.onKeyDown}
            placeholder="Ask a question..."
            aria-describedby={hintId}
            className="max-h-40 min-h-11 resize-y"
          />
          <p id={hintId} className="text-muted-foreground text-xs">
            Enter sends, Shift+Enter starts a new line.
          </p>
        </div>
        <Button type="submit" size="icon" disabled={!chat.canSend} aria-label="Send">
          {chat.sending ? <Spinner className="size-4" /> : <SendHorizontal aria-hidden="true" />}
        </Button>
      </form>
    </Card>
  );
}

function ChatBubble({ turn, waiting }: { turn: ChatTurn; waiting: boolean }) {
  const mine = turn.role === 'user';
  return (
    <li className={clsx('flex min-w-0 gap-2', mine ? 'justify-end' : 'justify-start')}>
      {!mine && (
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full"
        >
          <Bot className="size-4" />
        </span>
      )}
      <p
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
          mine ? 'bg-primary text-primary-foreground rounded-br-md' : 'bg-muted rounded-bl-md',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {turn.content || (waiting ? <Spinner className="size-4" /> : null)}
      </p>
    </li>
  );
}
