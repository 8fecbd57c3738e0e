import type { SecurityEvent } from './monitor';

/** How long events gather before they are sent: a burst of findings goes out together. */
export const SEND_DELAY_MS = 1_000;
/** A queue this long is sent at once rather than after the delay. */
export const SEND_BATCH_LIMIT = 10;

export interface SecurityEventSenderOptions {
  /** POST /api/security/events/ with one event, as the signed-in user the token names. */
  post: (event: SecurityEvent, accessToken: string) => Promise<unknown>;
  delayMs?: number;
}

export interface SecurityEventSender {
  /**
   * Queues a critical event. Without an access token it is dropped: the server takes events of
   * signed-in users only (it must know whose organisation an incident belongs to).
   */
  send(event: SecurityEvent, accessToken: string | null): void;
  /** Sends what is queued now; resolves when every post has settled (failures are ignored). */
  flush(): Promise<void>;
  /** Sends the queue when the page goes away (the posts use `keepalive`, so they outlive it). */
  flushWhenHidden(target: Pick<Window, 'addEventListener'>): void;
}

interface Queued {
  event: SecurityEvent;
  accessToken: string;
  /** The same finding logged again before the queue went out. */
  repeats: number;
}

/** What makes two events one finding: a field typed into twice is one attempt, not two. */
const findingKey = ({ event, accessToken }: Pick<Queued, 'event' | 'accessToken'>) =>
  JSON.stringify([accessToken, event.type, event.url, event.details.field, event.details.reason]);

/**
 * Sends the monitor's critical events to the server: held for a moment so a burst goes out
 * together, the same finding repeated within that moment sent once with its count, one event per
 * request as the endpoint takes them, one request at a time.
 */
export function createSecurityEventSender({
  post,
  delayMs = SEND_DELAY_MS,
}: SecurityEventSenderOptions): SecurityEventSender {
  let queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    sending = sending.then(async () => {
      for (const { event, accessToken, repeats } of batch) {
        const body = repeats === 0 ? event : { ...event, details: { ...event.details, repeats } };
        try {
          await post(body, accessToken);
        } catch {
          // Reporting must never break the page: a network failure loses the event.
        }
      }
    });
    return sending;
  }

  return {
    send(event, accessToken) {
      if (!accessToken) return;
      const entry = { event, accessToken };
      const same = queue.find((queued) => findingKey(queued) === findingKey(entry));
      if (same) same.repeats += 1;
      else queue.push({ ...entry, repeats: 0 });
      if (queue.length >= SEND_BATCH_LIMIT) void flush();
      else if (timer === null) timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    flushWhenHidden(target) {
      target.addEventListener('pagehide', () => void flush());
    },
  };
}

/** The app's `post`: the endpoint of the security area, kept alive past a page unload. */
export function postSecurityEvent(event: SecurityEvent, accessToken: string): Promise<Response> {
  return fetch('/api/security/events/', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(event),
  });
}
