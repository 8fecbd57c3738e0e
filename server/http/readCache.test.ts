import { describe, expect, it, vi } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/changeFeed';
import { ReadCache } from './readCache';

/** A feed the test drives: announce a table, or go deaf. */
function testFeed() {
  const listeners = new Set<ChangeListener>();
  const feed = {
    live: true,
    subscribe: (listener: ChangeListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => {},
    announce: (table: string | null) => listeners.forEach((l) => l(table)),
  };
  return feed satisfies ChangeFeed;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ReadCache', () => {
  it('answers a key from the first read until the data changes', async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('other', load)).toBe('v2');
    feed.announce('products');
    expect(await cache.get('k', load)).toBe('v3');
    cache.changed();
    expect(await cache.get('k', load)).toBe('v4');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('shares one read between concurrent misses of a key', async () => {
    const cache = new ReadCache(testFeed());
    const read = deferred<string>();
    const load = vi.fn(() => read.promise);
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    read.resolve('page');
    expect(await both).toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that a change overtook', async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    const old = deferred<string>();
    const pending = cache.get('k', () => old.promise);
    feed.announce('brands');
    // A reader after the change does not wait for, nor get, the older read.
    expect(await cache.get('k', async () => 'new')).toBe('new');
    old.resolve('old');
    expect(await pending).toBe('old');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('keeps nothing while the feed cannot hear, and drops all it held when it goes deaf', async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    await cache.get('k', async () => 'before');
    feed.live = false;
    feed.announce(null);
    expect(await cache.get('k', async () => 'a')).toBe('a');
    expect(await cache.get('k', async () => 'b')).toBe('b');
    feed.live = true;
    expect(await cache.get('k', async () => 'c')).toBe('c');
    expect(await cache.get('k', async () => 'd')).toBe('c');
  });

  it('forgets a failed read, so the next caller tries again', async () => {
    const cache = new ReadCache(testFeed());
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('lets entries expire, and evicts the least recently used beyond its size', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ReadCache(testFeed(), { maxChars: 10, ttlMs: 1_000 });
      await cache.get('a', async () => 'aaaa');
      await cache.get('b', async () => 'bbbb');
      await cache.get('a', async () => 'unused'); // a is now the most recently used
      await cache.get('c', async () => 'cccc'); // 12 characters: b goes
      expect(await cache.get('a', async () => 'a2')).toBe('aaaa');
      expect(await cache.get('b', async () => 'b2')).toBe('b2');
      vi.advanceTimersByTime(1_001);
      expect(await cache.get('a', async () => 'a3')).toBe('a3');
      // Larger than the whole cache: answered, not kept.
      await cache.get('big', async () => 'x'.repeat(11));
      expect(await cache.get('big', async () => 'small')).toBe('small');
    } finally {
      vi.useRealTimers();
    }
  });
});
