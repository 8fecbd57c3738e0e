import type { z } from 'zod';
import type { SecurityEventSchema } from '../../domain/security/events';
import type { SecurityEventType, SecuritySeverity } from '../../domain/security/eventWords';
import { createRateWatch } from './rateWatch';
import { isSensitiveStorageKey, watchStorage, type StorageWindow } from './storageWatch';
import { looksLikeXss, xssSample } from './xss';

export type { SecurityEventType, SecuritySeverity };

/** The body of POST /api/security/events/, as the domain's schema takes it. */
export type SecurityEvent = Omit<z.output<typeof SecurityEventSchema>, 'type'> & { type: SecurityEventType };

/** How a logged event reaches the server, when the session cannot say. */
export interface SecurityEventDelivery {
  /**
   * The access token to report it with, when the session no longer holds one: a stored session
   * rejected as tampered is gone by the time the event is sent, but its token still names its user.
   */
  accessToken?: string;
  /** The server detected it and recorded it itself: kept in the local log only. */
  recordedByServer?: boolean;
}

export interface SecurityMonitorOptions {
  /** Receives critical events (the app POSTs them). Its failures are ignored. */
  send?: (event: SecurityEvent, delivery: SecurityEventDelivery) => unknown;
  now?: () => number;
  storage?: {
    /** Which localStorage/sessionStorage keys are watched; default: token, password, secret, refresh… */
    isSensitiveKey?: (key: string) => boolean;
  };
}

/** What `install` uses of a window; `window` itself fits. */
export type MonitoredWindow = StorageWindow &
  Pick<Window, 'addEventListener' | 'removeEventListener' | 'navigator' | 'location'>;

export interface SecurityMonitor {
  log(
    type: SecurityEventType,
    severity: SecuritySeverity,
    details?: Record<string, unknown>,
    delivery?: SecurityEventDelivery,
  ): SecurityEvent;
  /** One call per outgoing request; raises rapid_requests past the limit. */
  recordRequest(): void;
  /**
   * Logs a critical xss_attempt when `value` looks like script injection, with a short, defused
   * sample of it (never the whole value as typed).
   */
  checkXss(value: string, details?: Record<string, unknown>): boolean;
  /** Hooks window errors, unhandled rejections and sensitive storage keys. */
  install(win: MonitoredWindow): void;
  uninstall(): void;
  /** The in-memory log, oldest first. */
  events(): readonly SecurityEvent[];
}

/** Spec §9. */
export const SECURITY_LOG_CAP = 100;
/** Spec §8: more than this many requests within RAPID_REQUEST_WINDOW_MS is suspicious. */
export const RAPID_REQUEST_LIMIT = 50;
export const RAPID_REQUEST_WINDOW_MS = 10_000;

let sequence = 0;
function newId(at: number): string {
  // randomUUID exists only in secure contexts (https, localhost).
  return globalThis.crypto?.randomUUID?.() ?? `${at.toString(36)}-${(sequence++).toString(36)}`;
}

function describe(reason: unknown): string {
  return reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
}

export function createSecurityMonitor(options: SecurityMonitorOptions = {}): SecurityMonitor {
  const now = options.now ?? (() => Date.now());
  const isSensitiveKey = options.storage?.isSensitiveKey ?? isSensitiveStorageKey;
  const log: SecurityEvent[] = [];
  const tooManyRequests = createRateWatch({
    limit: RAPID_REQUEST_LIMIT,
    windowMs: RAPID_REQUEST_WINDOW_MS,
    now,
  });
  let win: MonitoredWindow | null = null;
  let cleanups: (() => void)[] = [];

  function deliver(event: SecurityEvent, delivery: SecurityEventDelivery) {
    if (!options.send || delivery.recordedByServer) return;
    // The endpoint may not exist (404) or the network may be down; monitoring must never break
    // the page or raise events of its own.
    try {
      void Promise.resolve(options.send(event, delivery)).catch(() => undefined);
    } catch {
      // ignored, see above
    }
  }

  const monitor: SecurityMonitor = {
    log(type, severity, details = {}, delivery = {}) {
      const at = now();
      const context = win ?? globalThis;
      const event: SecurityEvent = {
        id: newId(at),
        timestamp: new Date(at).toISOString(),
        type,
        details,
        severity,
        userAgent: context.navigator?.userAgent ?? '',
        url: context.location?.href ?? '',
      };
      log.push(event);
      if (log.length > SECURITY_LOG_CAP) log.splice(0, log.length - SECURITY_LOG_CAP);
      if (severity === 'critical') deliver(event, delivery);
      return event;
    },

    recordRequest() {
      if (tooManyRequests()) {
        monitor.log('rapid_requests', 'high', {
          limit: RAPID_REQUEST_LIMIT,
          windowMs: RAPID_REQUEST_WINDOW_MS,
        });
      }
    },

    checkXss(value, details = {}) {
      if (!looksLikeXss(value)) return false;
      // Critical: script typed into a form is someone probing the app, whoever's session it is.
      monitor.log('xss_attempt', 'critical', { ...details, sample: xssSample(value), length: value.length });
      return true;
    },

    install(target) {
      monitor.uninstall();
      win = target;
      const onError = (event: ErrorEvent) =>
        monitor.log('javascript_error', 'medium', {
          message: event.message,
          source: event.filename,
          line: event.lineno,
          column: event.colno,
        });
      const onRejection = (event: PromiseRejectionEvent) =>
        monitor.log('unhandled_rejection', 'medium', { reason: describe(event.reason) });
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      // One event per key and operation: the log is capped, and an app reading the same key on
      // every render would otherwise push every other event out of it.
      const reported = new Set<string>();
      const restoreStorage = watchStorage(target, isSensitiveKey, (access) => {
        const seen = `${access.area}:${access.operation}:${access.key}`;
        if (reported.has(seen)) return;
        reported.add(seen);
        monitor.log('sensitive_storage_access', 'medium', { ...access });
      });
      cleanups = [
        () => target.removeEventListener('error', onError),
        () => target.removeEventListener('unhandledrejection', onRejection),
        restoreStorage,
      ];
    },

    uninstall() {
      for (const cleanup of cleanups) cleanup();
      cleanups = [];
      win = null;
    },

    events: () => [...log],
  };
  return monitor;
}
