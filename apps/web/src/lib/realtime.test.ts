import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_SIGNED_OUT,
  CLOSE_TOO_MANY,
  reconnectDelay,
  startRealtime,
  stopRealtime,
} from './realtime';
import { refreshSession, type SessionState } from './session';

vi.mock('./session', () => ({ refreshSession: vi.fn() }));

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('jitters within the fifth below the ceiling', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(10, () => 0)).toBe(24_000);
  });
});

/** Stands in for the browser's WebSocket: records each one the client opens. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close(): void {
    this.onclose = null;
  }
  /** The server ends the connection with this code. */
  end(code: number): void {
    this.onclose?.({ code });
  }
}

class FakeTarget extends EventTarget {
  visibilityState = 'visible';
}

describe('the realtime socket', () => {
  let document: FakeTarget;
  let window: EventTarget;
  const opened = () => FakeSocket.opened.length;
  const session = (state: SessionState) => vi.mocked(refreshSession).mockResolvedValue(state);

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    document = new FakeTarget();
    window = new EventTarget();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('document', document);
    vi.stubGlobal('window', window);
    vi.stubGlobal('location', new URL('http://localhost:3000/dashboard'));
    startRealtime({ onMessage: () => undefined, onReady: () => undefined });
  });
  afterEach(() => {
    stopRealtime();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reconnects after an ordinary drop', async () => {
    FakeSocket.opened[0]?.end(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened()).toBe(2);
  });

  it('does not dial again once signed out elsewhere, and the session check learns of it', async () => {
    session({ status: 'signed-out' });
    FakeSocket.opened[0]?.end(CLOSE_SIGNED_OUT);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshSession).toHaveBeenCalled();
    expect(opened()).toBe(1);
  });

  it('dials again when the tab turns out to be signed in afresh', async () => {
    session({ status: 'signed-in', user: { id: 'u', email: 'u@example.com', name: 'U' } });
    FakeSocket.opened[0]?.end(CLOSE_SIGNED_OUT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened()).toBe(2);
  });

  it('waits for the student to come back to a tab a newer one pushed out', async () => {
    FakeSocket.opened[0]?.end(CLOSE_TOO_MANY);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opened()).toBe(1);
    window.dispatchEvent(new Event('focus'));
    expect(opened()).toBe(2);
  });
});
