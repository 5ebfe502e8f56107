// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../notify';
import { refreshSession } from '../session';
import { flush, startOutbox, submit, whenIdle } from './outbox';
import type { WriteRequest } from './outbox-entry';
import { OUTBOX_DATABASE } from './outbox-store';
import { queryClient } from '../query-client';
import { pendingCount, registerAnswerSchema, withWaitingDocument } from './pending';

interface Sent {
  method: string;
  path: string;
  key: string | null;
  /** The device id: set, the realtime echo of the change is not applied on this device. */
  client: string | null;
  body: unknown;
}

let online = true;
let signedIn = 'user-1';
let sent: Sent[] = [];
/** Answers for the next writes, in order; a write without one is answered 200 with its body. */
let answers: (Response | Error)[] = [];

beforeEach(async () => {
  online = true;
  signedIn = 'user-1';
  sent = [];
  answers = [];
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) => {
    if (path === '/api/auth/get-session') {
      const user = { id: signedIn, email: `${signedIn}@example.com`, name: signedIn };
      return Promise.resolve(Response.json({ user }));
    }
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({
      method: init.method ?? 'GET',
      path,
      key: headers.get('idempotency-key'),
      client: headers.get('x-assignd-client'),
      body,
    });
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    const next = answers.shift();
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next ?? Response.json(body ?? null));
  });
  await refreshSession();
  startOutbox();
});

afterEach(async () => {
  await whenIdle();
  await deleteDB(OUTBOX_DATABASE);
  vi.unstubAllGlobals();
});

const list = ['assignments'];
const create = (id: string, title: string): WriteRequest => ({
  method: 'POST',
  path: '/api/assignments',
  label: title,
  list,
  shown: { id, title },
  write: { op: 'create', table: 'assignments', rowId: id, body: { title } },
});
const edit = (id: string, changes: Record<string, unknown>, base: Record<string, unknown>) =>
  ({
    method: 'PATCH',
    path: `/api/assignments/${id}`,
    label: 'Essay',
    list,
    write: { op: 'update', table: 'assignments', rowId: id, changes, base },
  }) satisfies WriteRequest;
const remove = (id: string): WriteRequest => ({
  method: 'DELETE',
  path: `/api/assignments/${id}`,
  label: 'Old worksheet',
  list,
  write: { op: 'delete', table: 'assignments', rowId: id },
});

const goOnline = async () => {
  online = true;
  window.dispatchEvent(new Event('online'));
  await flush();
  await whenIdle();
};

describe('the outbox', () => {
  it('keeps changes made offline, counts them, and sends their net effect in order once back', async () => {
    online = false;
    expect(await submit(create('a1', 'Essay'))).toEqual({ state: 'waiting' });
    await submit(edit('a1', { title: 'Essay, final' }, { title: 'Essay' }));
    await submit(create('b2', 'Poem'));
    await submit(create('c3', 'Scrap'));
    await submit(remove('c3'));
    await submit(remove('d4'));
    expect(pendingCount()).toBe(3);
    const triedOffline = sent.length;

    await goOnline();
    const writes = sent.slice(triedOffline).filter((request) => request.method !== 'GET');
    expect(writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/assignments', body: { title: 'Essay, final', id: 'a1' } },
      { method: 'POST', path: '/api/assignments', body: { title: 'Poem', id: 'b2' } },
      { method: 'DELETE', path: '/api/assignments/d4', body: undefined },
    ]);
    expect(new Set(writes.map((request) => request.key)).size).toBe(3);
    expect(pendingCount()).toBe(0);
  });

  it('sends a change cut off half-way again under the same key, and nothing twice', async () => {
    online = false;
    await submit(create('a1', 'Essay'));
    await submit(create('b2', 'Poem'));
    online = true;
    answers = [Response.json({ id: 'a1' }), new TypeError('Failed to fetch')];
    await flush();
    await whenIdle();
    expect(pendingCount()).toBe(1);

    await goOnline();
    const posts = (id: string) =>
      sent.filter((r) => r.method === 'POST' && (r.body as { id: string }).id === id);
    expect(posts('a1')).toHaveLength(1);
    expect(posts('b2').length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts('b2').map((r) => r.key)).size).toBe(1);
    expect(pendingCount()).toBe(0);
  });

  it("answers a refusal to the one who made the change, and never sends a change as someone else's", async () => {
    answers = [Response.json({ error: 'title: Too long', field: 'title' }, { status: 400 })];
    await expect(submit(create('a1', 'x'.repeat(300)))).rejects.toMatchObject({
      status: 400,
      field: 'title',
    });

    online = false;
    await submit(create('b2', 'Poem'));
    const poem = () =>
      sent.filter((r) => r.method === 'POST' && (r.body as { id: string }).id === 'b2');
    signedIn = 'user-2';
    await refreshSession();
    await goOnline();
    expect(poem()).toHaveLength(0);

    signedIn = 'user-1';
    await refreshSession();
    await flush();
    await whenIdle();
    expect(poem()).toHaveLength(1);
    expect(pendingCount()).toBe(0);
  });

  it('puts an answer that checks out in its list, and reads the list again for one that does not', async () => {
    registerAnswerSchema(list, {
      '~standard': {
        validate: (value) =>
          value !== null && typeof value === 'object' && 'title' in value && 'id' in value
            ? { value: value }
            : { issues: ['title'] },
      },
    });
    queryClient.setQueryData(list, [{ id: 'z9', title: 'Older' }]);
    online = false;
    await submit(create('a1', 'Essay'));
    await submit(create('b2', 'Poem'));
    answers = [Response.json({ id: 'a1', title: 'Essay' }), Response.json({ id: 'b2' })];
    await goOnline();
    expect(queryClient.getQueryData(list)).toEqual([
      { id: 'a1', title: 'Essay' },
      { id: 'z9', title: 'Older' },
    ]);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it("lets a change no screen here waits for come back over realtime, as another device's would", async () => {
    await submit(create('a1', 'Essay'));
    online = false;
    await submit(create('b2', 'Poem'));
    await goOnline();
    const clientOf = (id: string) =>
      sent.find((r) => r.method === 'POST' && (r.body as { id: string }).id === id)?.client;
    // Made online, the screen that made it shows the answer; sent later, every view must follow.
    expect(clientOf('a1')).toEqual(expect.any(String) as unknown);
    expect(clientOf('b2')).toBeNull();
  });

  it('keeps a change while the server is away, and gives up one the server keeps failing on', async () => {
    const told = vi.spyOn(notify, 'error');
    const failed = () => Response.json({ error: 'Internal Server Error' }, { status: 500 });
    answers = [failed()];
    // A screen waiting for it is told at once, as by a direct call.
    await expect(submit(create('z0', 'Draft'))).rejects.toMatchObject({ status: 500 });
    expect(pendingCount()).toBe(0);

    answers = [new Response('', { status: 503 }), failed(), failed()];
    expect(await submit(create('a1', 'Essay'))).toEqual({ state: 'waiting' });
    const tryAgain = async () => {
      await flush();
      await whenIdle();
    };
    await tryAgain();
    await tryAgain();
    expect(pendingCount()).toBe(1);
    expect(told).not.toHaveBeenCalled();

    answers = [failed()];
    await tryAgain();
    expect(pendingCount()).toBe(0);
    expect(told).toHaveBeenCalledWith(
      "Your change to 'Essay' could not be saved: Internal Server Error",
    );
  });

  it('sends the last of a timetable saved offline and one change of the settings, shown till then', async () => {
    const scheduleKey = ['schedule'];
    const preferencesKey = ['preferences'];
    const schedule = (days: number): WriteRequest => ({
      method: 'PUT',
      path: '/api/schedule',
      label: 'Schedule',
      document: { key: scheduleKey, value: { type: 'weekly', days } },
      write: { op: 'put', target: '/api/schedule', body: { type: 'weekly', days } },
    });
    const settings = (body: Record<string, unknown>): WriteRequest => ({
      method: 'PATCH',
      path: '/api/preferences',
      label: 'Preferences',
      document: { key: preferencesKey, value: body },
      write: { op: 'merge', target: '/api/preferences', body },
    });
    online = false;
    await submit(schedule(1));
    await submit(settings({ theme: 'dark' }));
    await submit(schedule(2));
    await submit(settings({ remindersEnabled: false }));
    expect(pendingCount()).toBe(2);
    // What a read (or the copy kept offline) answers has the waiting changes put over it.
    expect(withWaitingDocument(scheduleKey, null)).toEqual({ type: 'weekly', days: 2 });
    expect(withWaitingDocument(preferencesKey, { theme: 'light', remindersEnabled: true })).toEqual(
      { theme: 'dark', remindersEnabled: false },
    );

    const triedOffline = sent.length;
    await goOnline();
    const writes = sent.slice(triedOffline).filter((request) => request.method !== 'GET');
    expect(writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/api/preferences',
        body: { theme: 'dark', remindersEnabled: false },
      },
      { method: 'PUT', path: '/api/schedule', body: { type: 'weekly', days: 2 } },
    ]);
    expect(withWaitingDocument(scheduleKey, null)).toBeNull();
  });

  it('queues and sends once a change submitted twice under its own key (two tabs)', async () => {
    const session = (): WriteRequest => ({
      method: 'POST',
      path: '/api/focus-sessions',
      label: 'Focus session',
      key: 'focus-session:s1',
      write: { op: 'append', target: '/api/focus-sessions', body: { minutes: 25 } },
    });
    online = false;
    await submit(session());
    await submit(session());
    expect(pendingCount()).toBe(1);
    const triedOffline = sent.length;
    await goOnline();
    expect(sent.slice(triedOffline).filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ key: 'focus-session:s1', body: { minutes: 25 } }) as unknown,
    ]);
  });
});
