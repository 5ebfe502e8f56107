import type { ChangeFeed } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import { changeSync } from './change-sync';
import type { RealtimeMessage } from './realtime-changes';

type Change = Extract<RealtimeMessage, { type: 'change' }>;

const change = (seq: number, id = `a${seq}`): Change => ({
  type: 'change',
  table: 'assignments',
  op: 'update',
  id,
  row: { id, title: `v${seq}` },
  origin: null,
  seq,
});

const feedOf = (cursor: number, ids: string[] = [], reset = false): ChangeFeed => ({
  cursor,
  reset,
  changes: ids.map((id) => ({ table: 'assignments', op: 'update', id, row: { id } })),
});

/** A sync whose feed answers are given one by one, recording what reached the cache. */
function harness() {
  const asked: number[] = [];
  const answers: ((feed: ChangeFeed | Error) => void)[] = [];
  let onAsk: (() => void) | undefined;
  const applied: string[] = [];
  let startedOver = 0;
  let refreshedOthers = 0;
  const sync = changeSync({
    fetchFeed: (since) => {
      asked.push(since);
      onAsk?.();
      return new Promise((resolve, reject) =>
        answers.push((feed) => (feed instanceof Error ? reject(feed) : resolve(feed))),
      );
    },
    apply: (message, live) =>
      applied.push(
        message.type === 'change' ? `${live ? 'live' : 'feed'} ${message.id}` : 'refresh',
      ),
    startOver: () => startedOver++,
    afterCatchUp: () => refreshedOthers++,
  });
  const answer = async (feed: ChangeFeed | Error) => {
    const next = answers.shift();
    if (!next) throw new Error('No feed request is waiting');
    // Done when the catch-up ends or asks again.
    const askedAgain = new Promise<void>((resolve) => (onAsk = resolve));
    next(feed);
    await Promise.race([sync.settled(), askedAgain]);
  };
  return {
    sync,
    asked,
    applied,
    answer,
    counts: () => ({ startedOver, refreshedOthers }),
  };
}

describe('catching up by change number', () => {
  it('asks nothing when the lists and the socket agree, and applies changes in order', () => {
    const { sync, asked, applied } = harness();
    sync.noteList(4);
    sync.onReady(4);
    sync.onMessage(change(5));
    sync.onMessage(change(6));
    sync.onMessage(change(6));
    expect(asked).toEqual([]);
    expect(applied).toEqual(['live a5', 'live a6']);
    expect(sync.known()).toBe(6);
  });

  it('reads only what changed since a list that was read before the socket was ready', async () => {
    const { sync, asked, applied, answer, counts } = harness();
    sync.noteList(4);
    sync.onReady(6);
    expect(asked).toEqual([4]);
    await answer(feedOf(6, ['a5', 'a6']));
    expect(applied).toEqual(['feed a5', 'feed a6']);
    expect(sync.known()).toBe(6);
    expect(counts()).toEqual({ startedOver: 0, refreshedOthers: 1 });
  });

  it('notices a missed change and catches up, then skips what the feed already brought', async () => {
    const { sync, asked, applied, answer } = harness();
    sync.onReady(10);
    sync.onMessage(change(12));
    expect(asked).toEqual([10]);
    // Arrives while the feed is being read: held back, then dropped as already known.
    sync.onMessage(change(12));
    sync.onMessage(change(13));
    await answer(feedOf(12, ['a11', 'a12']));
    expect(applied).toEqual(['feed a11', 'feed a12', 'live a13']);
    expect(sync.known()).toBe(13);
  });

  it('starts over when the server says the device is too far behind', async () => {
    const { sync, answer, applied, counts } = harness();
    sync.onReady(3);
    sync.onReady(900);
    await answer(feedOf(900, [], true));
    expect(applied).toEqual([]);
    expect(counts()).toEqual({ startedOver: 1, refreshedOthers: 1 });
    expect(sync.known()).toBe(900);
  });

  it('after a failed catch-up applies changes as they come until asked again', async () => {
    const { sync, asked, applied, answer } = harness();
    sync.onReady(1);
    sync.onMessage(change(3));
    await answer(new Error('offline'));
    sync.onMessage(change(5));
    expect(asked).toEqual([1]);
    expect(applied).toEqual(['live a3', 'live a5']);
    void sync.catchUp();
    expect(asked).toEqual([1, 1]);
    await answer(feedOf(5, ['a2', 'a3', 'a5']));
    expect(sync.known()).toBe(5);
  });

  it('goes back to an older list read during a catch-up, and asks again from there', async () => {
    const { sync, asked, answer } = harness();
    sync.onReady(8);
    void sync.catchUp();
    sync.noteList(6);
    await answer(feedOf(9, ['a9']));
    expect(asked).toEqual([8, 6]);
    await answer(feedOf(9, ['a7', 'a9']));
    expect(sync.known()).toBe(9);
  });

  it('asks what changed when the server may have lost notices (a refresh without a number)', async () => {
    const { sync, asked, answer, applied } = harness();
    sync.onReady(2);
    sync.onMessage({ type: 'refresh', origin: null });
    expect(asked).toEqual([2]);
    await answer(feedOf(2));
    expect(applied).toEqual([]);
    // A restore elsewhere is a numbered refresh: it goes to the cache like any change.
    sync.onMessage({ type: 'refresh', origin: null, seq: 3 });
    expect(applied).toEqual(['refresh']);
  });
});
