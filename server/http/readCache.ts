import type { ChangeFeed } from '../db/changeFeed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write route that changes nothing a read cache holds (see `KEEPS_READ_CACHE`). */
    keepsReadCache?: boolean;
  }
}

/**
 * Route options of a POST that changes nothing cached (signing in, refreshing a token, reporting
 * a security event): every other write drops this instance's read cache before it answers, and
 * these come every few minutes from every signed-in user.
 */
export const KEEPS_READ_CACHE = { config: { keepsReadCache: true } } as const;

type Entry = { body: Promise<string>; size: number; expires: number };

export type ReadCacheOptions = { maxChars?: number; ttlMs?: number };

/**
 * Serialised answers of hot reads (a list page), kept until anything they may come from changes.
 * A generation number stands for "the data as last heard of": it moves on every change the
 * database announces (any instance's write, at its commit) and on every write request of this
 * instance before it answers, so a client always reads its own writes. Moving on drops every
 * entry, including reads still running, whose answers then go to their own callers only: a read
 * racing a write cannot keep the older data. Concurrent misses of one key share one read. While
 * the feed cannot hear, nothing is served or kept; `ttlMs` bounds an entry's life regardless.
 */
export class ReadCache {
  private generation = 0;
  private chars = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly maxChars: number;
  private readonly ttlMs: number;

  constructor(
    private readonly feed: ChangeFeed,
    { maxChars = 32 * 1024 * 1024, ttlMs = 60_000 }: ReadCacheOptions = {},
  ) {
    this.maxChars = maxChars;
    this.ttlMs = ttlMs;
    feed.subscribe(() => this.changed());
  }

  /** Everything held may be out of date from now on. */
  changed() {
    this.generation++;
    this.entries.clear();
    this.chars = 0;
  }

  /** The stored answer for `key`, or the one `load` serialises (and stores while current). */
  get(key: string, load: () => Promise<string>): Promise<string> {
    if (!this.feed.live) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    if (hit) this.remove(key, hit);
    const generation = this.generation;
    const entry: Entry = { body: load(), size: 0, expires: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    entry.body.then(
      (body) => {
        if (generation !== this.generation || this.entries.get(key) !== entry) return;
        // Larger than the whole cache: answered, not kept (it would evict everything else).
        if (body.length > this.maxChars) return void this.entries.delete(key);
        entry.size = body.length;
        this.chars += body.length;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.body;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.chars -= entry.size;
  }
}
