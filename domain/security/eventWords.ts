// The words of client security events, without zod: the session machine and the SPA's monitor
// load with the first screen, before any schema is needed.

export const SECURITY_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];
/** The severities that make a security event an incident. */
export const INCIDENT_SEVERITIES = ['high', 'critical'] as const satisfies readonly SecuritySeverity[];

/** The events the SPA's security monitor logs. */
export const SECURITY_EVENT_TYPES = [
  'network_error',
  'token_refresh_failed',
  'rapid_requests',
  'xss_attempt',
  'sensitive_storage_access',
  'unhandled_rejection',
  'javascript_error',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/**
 * The event only the server records (a client cannot report it): a sign-in refused. Kept apart
 * from the client's types so that counting them counts what the server saw, not what a client says.
 */
export const SIGN_IN_FAILED = 'sign_in_failed';
export type ServerSecurityEventType = typeof SIGN_IN_FAILED;

/**
 * Why a security event was raised, where its type alone does not say (`details.reason`):
 * a refresh token presented again after it was exchanged (its sign-in is revoked), and a stored
 * session that fails its integrity check (edited outside the app).
 */
export const SECURITY_EVENT_REASONS = ['refresh_token_reused', 'session_tampered'] as const;
export type SecurityEventReason = (typeof SECURITY_EVENT_REASONS)[number];

/**
 * The 401 `code` of a refresh with a token that was already exchanged: the server has revoked
 * that sign-in and recorded the incident itself, so the client signs out and says why.
 */
export const REFRESH_TOKEN_REUSED_CODE = 'refresh_token_reused';
