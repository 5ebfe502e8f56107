import '@testing-library/jest-dom/vitest';
// Changes wait in IndexedDB until sent (lib/outbox), which jsdom does not have.
import 'fake-indexeddb/auto';
import { DEFAULT_CLASS_COLOR, DEFAULT_CLASS_ICON, DEFAULT_STORED_CATEGORY } from '@assignd/core';
import type { SchoolClass } from '@assignd/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { deleteDB } from 'idb';
import { toast } from 'sonner';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { whenIdle } from '@/lib/outbox/outbox';
import { OUTBOX_DATABASE } from '@/lib/outbox/outbox-store';

/*
 * Component tests talk to a fake server at the fetch boundary, so they keep holding whatever the
 * forms, hooks and API client become: they see only requests and what the user sees.
 */

interface ApiRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What a fake route answers: a status and a JSON body. */
interface FakeReply {
  status: number;
  body: unknown;
}

type Route = (request: ApiRequest) => FakeReply | undefined;

export interface FakeServer {
  /** Every request other than a GET, in order. */
  writes: ApiRequest[];
  /** Answers the next requests matching `method` and `path` with `reply` instead of the default. */
  override: (method: string, path: string, reply: FakeReply) => void;
}

function schoolClass(id: string, name: string, color: string): SchoolClass {
  const created = '2026-09-01T08:00:00.000Z';
  return {
    id,
    name,
    color,
    icon: 'Book',
    room: null,
    teacher: null,
    startTime: null,
    endTime: null,
    daysOfWeek: null,
    termId: null,
    credits: 1,
    level: 'regular',
    createdAt: created,
    updatedAt: created,
  };
}

export const BIOLOGY_ID = '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0001';
export const ART_ID = '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0002';

/** Two classes as the server lists them, out of alphabetical order. */
export const TEST_CLASSES: SchoolClass[] = [
  schoolClass(BIOLOGY_ID, 'Biology', '#10b981'),
  schoolClass(ART_ID, 'Art', '#f59e0b'),
];

/** 'YYYY-MM-DD' of a local date, as date inputs show it. */
export function localDateText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });

const SESSION_PATH = '/api/auth/get-session';
/** Who is signed in: changes are kept and sent as a student's (lib/outbox). */
const TEST_USER = { id: 'user-1', email: 'maya@example.com', name: 'Maya' };

/** What the server stores for the fields a create leaves out, so a saved row is whole. */
const ROW_DEFAULTS: Record<string, object> = {
  '/api/assignments': {
    description: null,
    dueDate: null,
    classId: null,
    category: DEFAULT_STORED_CATEGORY,
    completed: false,
    notes: null,
    pointsEarned: null,
    pointsPossible: null,
    gradeCategoryId: null,
    excused: false,
  },
  '/api/classes': {
    color: DEFAULT_CLASS_COLOR,
    icon: DEFAULT_CLASS_ICON,
    room: null,
    teacher: null,
    startTime: null,
    endTime: null,
    daysOfWeek: null,
    termId: null,
    credits: 1,
    level: 'regular',
  },
  '/api/events': { description: null, eventDate: null },
};

const collectionOf = (path: string) => /^\/api\/[a-z]+/.exec(path)?.[0] ?? path;

/**
 * Stubs fetch with an in-memory /api: GET answers from `reads` (by path; lists default to []),
 * POST, PUT and PATCH echo the body back as the saved row (a list's row with its defaults).
 */
export function fakeServer(reads: Record<string, unknown> = {}): FakeServer {
  const writes: ApiRequest[] = [];
  const overrides: Route[] = [];
  let created = 0;

  const answer = (request: ApiRequest): FakeReply => {
    for (const route of overrides) {
      const reply = route(request);
      if (reply) return reply;
    }
    if (request.method === 'GET') {
      if (request.path in reads) return ok(reads[request.path]);
      return ok(request.path === SESSION_PATH ? { user: TEST_USER } : []);
    }
    if (request.method === 'DELETE') return ok(null);
    const fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const id = request.method === 'POST' ? `created-${++created}` : request.path.split('/').pop();
    const now = new Date().toISOString();
    const defaults = ROW_DEFAULTS[collectionOf(request.path)] ?? {};
    return ok({ ...defaults, id, userId: 'user-1', createdAt: now, updatedAt: now, ...fields });
  };

  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://test.local');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: ApiRequest = {
      method,
      path: url.pathname,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    if (method !== 'GET') writes.push(request);
    const reply = answer(request);
    return Promise.resolve(
      new Response(reply.body === null ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });

  return {
    writes,
    override: (method, path, reply) =>
      overrides.push((request) =>
        request.method === method && request.path === path ? reply : undefined,
      ),
  };
}

/**
 * The toast with this text, once it shows: sonner draws a new toast transparent until its first
 * effect has run, so it can be in the page a moment before it is visible.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

/** Renders `ui` as the app would (data layer and toasts), with a user to drive it. */
export function renderComponent(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A wrapper rather than a parent, so that rerender keeps the data layer.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), user: userEvent.setup() };
}

// Dialogs download their code on first opening; a busy machine can take seconds for that.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; the toaster asks it for the system theme.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Nor ResizeObserver, which Radix uses to size checkboxes and menus.
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

afterEach(async () => {
  // A toast of one test is not one of the next: sonner keeps them outside React.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  // What a test left waiting to be sent is not sent in the next one.
  await whenIdle();
  await deleteDB(OUTBOX_DATABASE);
});
