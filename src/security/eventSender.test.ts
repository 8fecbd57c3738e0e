import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSecurityEventSender, SEND_BATCH_LIMIT, SEND_DELAY_MS } from './eventSender';
import type { SecurityEvent } from './monitor';

let sequence = 0;
const xss = (field: string): SecurityEvent => ({
  id: `e${++sequence}`,
  timestamp: '2030-01-01T00:00:00.000Z',
  type: 'xss_attempt',
  details: { field, sample: '‹script›' },
  severity: 'critical',
  userAgent: 'UA',
  url: 'http://localhost/account-settings',
});

function recordingSender() {
  const posted: { event: SecurityEvent; token: string }[] = [];
  const post = vi.fn(async (event: SecurityEvent, token: string) => {
    posted.push({ event, token });
  });
  return { sender: createSecurityEventSender({ post }), post, posted };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSecurityEventSender', () => {
  it('holds events for a moment, then sends each one with the token it was logged under', async () => {
    const { sender, posted } = recordingSender();
    const first = xss('first_name');
    const second = xss('last_name');
    sender.send(first, 'token-a');
    sender.send(second, 'token-b');

    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS - 1);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toEqual([
      { event: first, token: 'token-a' },
      { event: second, token: 'token-b' },
    ]);
  });

  it('sends the same finding repeated within the moment once, with its count', async () => {
    const { sender, posted } = recordingSender();
    const first = xss('first_name');
    for (let i = 0; i < 4; i++) sender.send(i === 0 ? first : xss('first_name'), 'token');

    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.event).toEqual({ ...first, details: { ...first.details, repeats: 3 } });
  });

  it(`sends at once when ${SEND_BATCH_LIMIT} findings are waiting`, async () => {
    const { sender, posted } = recordingSender();
    for (let i = 0; i < SEND_BATCH_LIMIT; i++) sender.send(xss(`field_${i}`), 'token');
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toHaveLength(SEND_BATCH_LIMIT);
  });

  it('drops an event no one is signed in for', async () => {
    const { sender, post } = recordingSender();
    sender.send(xss('email'), null);
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(post).not.toHaveBeenCalled();
  });

  it('one request at a time, and a failed one does not stop the rest', async () => {
    let inFlight = 0;
    let most = 0;
    const tokens: string[] = [];
    const sender = createSecurityEventSender({
      post: async (_event, token) => {
        most = Math.max(most, ++inFlight);
        await Promise.resolve();
        inFlight--;
        tokens.push(token);
        if (token === 'refused') throw new TypeError('Failed to fetch');
      },
    });
    sender.send(xss('a'), 'refused');
    sender.send(xss('b'), 'ok');
    await sender.flush();
    expect(tokens).toEqual(['refused', 'ok']);
    expect(most).toBe(1);
  });

  it('sends what is waiting when the page is hidden', async () => {
    const { sender, posted } = recordingSender();
    const page = new EventTarget();
    sender.flushWhenHidden(page as unknown as Window);
    sender.send(xss('name'), 'token');
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toHaveLength(1);
    // Nothing is sent twice when the delay runs out afterwards.
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(posted).toHaveLength(1);
  });
});
