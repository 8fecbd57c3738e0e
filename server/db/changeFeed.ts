import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0006's triggers announce changed tables on. */
export const CHANGE_CHANNEL = 'data_changed';

/** A table's name, or `null` for "anything may have changed" (the feed was down for a while). */
export type ChangeListener = (table: string | null) => void;

/**
 * Committed changes to the tables this instance caches from, whichever instance made them:
 * what lets a cache live longer than a request and still show every write. `live` is false while
 * the feed cannot hear (its connection lost): caches must then not serve what they hold.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly all = new Set<ChangeListener>();
  add(listener: ChangeListener) {
    this.all.add(listener);
    return () => void this.all.delete(listener);
  }
  emit(table: string | null) {
    for (const listener of this.all) listener(table);
  }
}

/** Embedded PGlite: one process, so nothing is missed once it listens (at once). */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const listeners = new Listeners();
  let live = false;
  const listening = client
    .listen(CHANGE_CHANNEL, (table) => listeners.emit(table))
    .then((unlisten) => {
      live = true;
      return unlisten;
    });
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {
      live = false;
      await (
        await listening
      )();
    },
  };
}

/**
 * A PostgreSQL server: one connection of its own LISTENs (a pooled one would be handed to
 * queries). When it drops, the feed is not live until a new one listens again, and then reports
 * `null`, as changes made in between were not heard.
 */
export function postgresChangeFeed(
  connectionString: string,
  retryMs = 1_000,
  newClient: (connectionString: string) => pg.Client = (url) => new pg.Client({ connectionString: url }),
): ChangeFeed {
  const listeners = new Listeners();
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (closed || !client) return;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    live = false;
    listeners.emit(null);
    retry = setTimeout(connect, retryMs);
  };
  const connect = () => {
    if (closed) return;
    const next = newClient(connectionString);
    client = next;
    next.on('notification', (message) => listeners.emit(message.payload ?? null));
    next.on('error', lost);
    next.on('end', lost);
    next
      .connect()
      .then(() => next.query(`LISTEN ${CHANGE_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        live = true;
        listeners.emit(null);
      })
      .catch(lost);
  };
  connect();

  return {
    get live() {
      return live;
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end().catch(() => {});
    },
  };
}
