import { createRateWatch } from './rateWatch';
import { isSensitiveStorageKey, watchStorage, type StorageWindow } from './storageWatch';
import { looksLikeXss } from './xss';

export type SecurityEventType =
  | 'network_error'
  | 'token_refresh_failed'
  | 'rapid_requests'
  | 'sensitive_storage_access'
  | 'unhandled_rejection'
  | 'javascript_error'
  | 'xss_attempt';

export type SecuritySeverity = 'low' | 'medium' | 'high' | 'critical';

/** Spec §3 "Security event", the body of POST /api/security/events/. */
export interface SecurityEvent {
  id: string;
  /** ISO 8601. */
  timestamp: string;
  type: SecurityEventType;
  details: Record<string, unknown>;
  severity: SecuritySeverity;
  userAgent: string;
  url: string;
}

export interface SecurityMonitorOptions {
  /** Receives critical events (the app POSTs them). Its failures are ignored. */
  send?: (event: SecurityEvent) => unknown;
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
  log(type: SecurityEventType, severity: SecuritySeverity, details?: Record<string, unknown>): SecurityEvent;
  /** One call per outgoing request; raises rapid_requests past the limit. */
  recordRequest(): void;
  /** Logs xss_attempt when `value` looks like script injection. */
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
/** Enough of a rejected input to recognise it without copying a whole payload into the log. */
const SAMPLE_LENGTH = 200;

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

  function deliver(event: SecurityEvent) {
    if (!options.send) return;
    // The endpoint may not exist (404) or the network may be down; monitoring must never break
    // the page or raise events of its own.
    try {
      void Promise.resolve(options.send(event)).catch(() => undefined);
    } catch {
      // ignored, see above
    }
  }

  const monitor: SecurityMonitor = {
    log(type, severity, details = {}) {
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
      if (severity === 'critical') deliver(event);
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
      monitor.log('xss_attempt', 'high', { ...details, sample: value.slice(0, SAMPLE_LENGTH) });
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
