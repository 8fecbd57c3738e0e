import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_CHANNEL, postgresChangeFeed } from './changeFeed';

/** A connection the test can break: connects, LISTENs, and may fail at either. */
class FakeConnection extends EventEmitter {
  queries: string[] = [];
  ended = false;
  constructor(private readonly failConnect = false) {
    super();
  }
  connect() {
    return this.failConnect ? Promise.reject(new Error('connection refused')) : Promise.resolve();
  }
  query(text: string) {
    this.queries.push(text);
    return Promise.resolve();
  }
  end() {
    this.ended = true;
    return Promise.resolve();
  }
}

afterEach(() => vi.useRealTimers());

describe('postgresChangeFeed', () => {
  it('is live once it listens, passes tables on, and after a lost connection listens again', async () => {
    vi.useFakeTimers();
    const connections: FakeConnection[] = [];
    const refuse = new Set([1]); // the first reconnection attempt fails too
    const feed = postgresChangeFeed('postgres://test', 1_000, () => {
      const c = new FakeConnection(refuse.has(connections.length));
      connections.push(c);
      return c as unknown as pg.Client;
    });
    const heard: (string | null)[] = [];
    feed.subscribe((table) => heard.push(table));
    expect(feed.live).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(connections[0]!.queries).toEqual([`LISTEN ${CHANGE_CHANNEL}`]);
    expect(feed.live).toBe(true);
    connections[0]!.emit('notification', { payload: 'products' });
    expect(heard).toEqual([null, 'products']);

    connections[0]!.emit('error', new Error('terminating connection'));
    expect(feed.live).toBe(false);
    expect(connections[0]!.ended).toBe(true);
    expect(heard).toEqual([null, 'products', null]);
    await vi.advanceTimersByTimeAsync(1_000); // refused
    expect(feed.live).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connections).toHaveLength(3);
    expect(feed.live).toBe(true);
    // What changed while it was deaf is unknown: everything may have.
    expect(heard.at(-1)).toBeNull();

    await feed.close();
    expect(feed.live).toBe(false);
    expect(connections[2]!.ended).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(connections).toHaveLength(3);
  });
});
