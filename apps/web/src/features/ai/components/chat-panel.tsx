import { clsx } from 'clsx';
import Bot from 'lucide-react/icons/bot';
import Eraser from 'lucide-react/icons/eraser';
import MessageCircle from 'lucide-react/icons/message-circle';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextareaField } from '@/components/form/fields';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import type { ChatTurn } from '../api/chat';
import { MESSAGE_MAX, useStudyChat } from '../hooks/use-study-chat';
import { IconTile } from '@/components/ui/icon-tile';

const SUGGESTIONS = ['What is due this week?', 'What should I do first?', 'When is my next test?'];

// Send stays disabled until a message is typed (spec 5: a blank one is not sent).
const chatFormSchema = z.object({ contextId: z.string(), message: z.string().max(MESSAGE_MAX) });

/** Enter sends; Shift+Enter (and Enter while composing an accented letter) is a new line. */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>, canSend: boolean) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (canSend) event.currentTarget.form?.requestSubmit();
}

/** Study Chat: questions about the student's own planner, answered as they stream in. */
export function ChatPanel({ touch }: { touch?: boolean }) {
  const chat = useStudyChat();
  const form = useKitForm(chatFormSchema, { defaultValues: { contextId: '', message: '' } });
  const message = useWatch({ control: form.control, name: 'message' });
  const online = useOnline();
  const canSend = message.trim() !== '' && !chat.sending && online;
  const log = useRef<HTMLDivElement>(null);
  const last = chat.turns.at(-1)?.content;

  // Keep the newest words in view while a reply grows.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.turns.length, last]);

  return (
    <Card className="flex min-w-0 flex-col overflow-hidden">
      <KitForm
        form={form}
        onSubmit={(values) => {
          chat.send(values.message, values.contextId);
          form.resetField('message');
        }}
        className="contents"
      >
        <div className="flex flex-wrap items-end gap-3 border-b p-4">
          <SelectField
            name="contextId"
            label="About an assignment (optional)"
            className="min-w-0 flex-1 basis-56"
          >
            <option value="">No assignment: my whole planner</option>
            {chat.assignments.map((assignment) => (
              <option key={assignment.id} value={assignment.id}>
                {assignment.title}
              </option>
            ))}
          </SelectField>
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
                    onClick={() => form.setValue('message', question)}
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

        <div className="flex items-start gap-2 border-t p-4">
          <TextareaField
            name="message"
            label="Message"
            labelHidden
            className="min-w-0 flex-1"
            rows={2}
            maxLength={MESSAGE_MAX}
            onKeyDown={(event) => sendOnEnter(event, canSend)}
            placeholder="Ask a question..."
            hint="Enter sends, Shift+Enter starts a new line."
            compact
            controlClassName="max-h-40 resize-y"
          />
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send">
            {chat.sending ? <Spinner className="size-4" /> : <SendHorizontal aria-hidden="true" />}
          </Button>
        </div>
      </KitForm>
    </Card>
  );
}

function ChatBubble({ turn, waiting }: { turn: ChatTurn; waiting: boolean }) {
  const mine = turn.role === 'user';
  return (
    <li className={clsx('flex min-w-0 gap-2', mine ? 'justify-end' : 'justify-start')}>
      {!mine && (
        <IconTile className="mt-0.5 size-7 shrink-0 rounded-full">
          <Bot className="size-4" />
        </IconTile>
      )}
      <p
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm wrap-anywhere whitespace-pre-wrap',
          mine ? 'bg-primary text-primary-foreground rounded-br-md' : 'bg-muted rounded-bl-md',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {turn.content || (waiting ? <Spinner className="size-4" /> : null)}
      </p>
    </li>
  );
}
