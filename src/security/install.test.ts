// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createSecurityMonitor, type SecurityMonitor } from './monitor';

let monitor: SecurityMonitor;
afterEach(() => {
  monitor.uninstall();
  localStorage.clear();
  sessionStorage.clear();
});

const types = () => monitor.events().map((e) => e.type);

describe('install(window)', () => {
  it('logs window errors as javascript_error', () => {
    monitor = createSecurityMonitor();
    monitor.install(window);

    window.dispatchEvent(
      new ErrorEvent('error', { message: 'x is not defined', filename: 'app.js', lineno: 3, colno: 7 }),
    );

    const [event] = monitor.events();
    expect(event?.type).toBe('javascript_error');
    expect(event?.details).toEqual({ message: 'x is not defined', source: 'app.js', line: 3, column: 7 });
    expect(event?.url).toBe(location.href);
    expect(event?.userAgent).toBe(navigator.userAgent);
  });

  it('logs unhandled rejections', () => {
    monitor = createSecurityMonitor();
    monitor.install(window);

    const event = new Event('unhandledrejection');
    Object.assign(event, { reason: new TypeError('Failed to fetch') });
    window.dispatchEvent(event);

    expect(monitor.events()[0]).toMatchObject({
      type: 'unhandled_rejection',
      details: { reason: 'TypeError: Failed to fetch' },
    });
  });

  it('logs access to sensitive storage keys, once per key and operation', () => {
    monitor = createSecurityMonitor();
    monitor.install(window);

    localStorage.setItem('access_token', 'a');
    expect(localStorage.getItem('access_token')).toBe('a');
    localStorage.getItem('access_token');
    sessionStorage.getItem('refreshToken');
    localStorage.removeItem('user_password');
    localStorage.setItem('backoffice-language', 'fr');
    localStorage.getItem('theme');

    const accesses = monitor.events().map((e) => ({ severity: e.severity, ...e.details }));
    expect(types()).toAllSatisfy((t) => t === 'sensitive_storage_access');
    expect(accesses).toEqual([
      { severity: 'medium', key: 'access_token', operation: 'setItem', area: 'localStorage' },
      { severity: 'medium', key: 'access_token', operation: 'getItem', area: 'localStorage' },
      { severity: 'medium', key: 'refreshToken', operation: 'getItem', area: 'sessionStorage' },
      { severity: 'medium', key: 'user_password', operation: 'removeItem', area: 'localStorage' },
    ]);
    // Storage still works.
    expect(localStorage.getItem('backoffice-language')).toBe('fr');
  });

  it('accepts its own idea of a sensitive key', () => {
    monitor = createSecurityMonitor({ storage: { isSensitiveKey: (key) => key === 'cart' } });
    monitor.install(window);

    localStorage.getItem('access_token');
    localStorage.getItem('cart');

    expect(monitor.events().map((e) => e.details.key)).toEqual(['cart']);
  });

  it('uninstall removes every hook', () => {
    const { getItem, setItem, removeItem } = Storage.prototype;
    monitor = createSecurityMonitor();
    monitor.install(window);
    monitor.uninstall();

    expect(Storage.prototype.getItem).toBe(getItem);
    expect(Storage.prototype.setItem).toBe(setItem);
    expect(Storage.prototype.removeItem).toBe(removeItem);
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    localStorage.getItem('secret');
    expect(monitor.events()).toHaveLength(0);
  });

  it('installing twice does not double the hooks', () => {
    monitor = createSecurityMonitor();
    monitor.install(window);
    monitor.install(window);

    window.dispatchEvent(new ErrorEvent('error', { message: 'once' }));
    localStorage.getItem('jwt');

    expect(types()).toEqual(['javascript_error', 'sensitive_storage_access']);
  });
});
