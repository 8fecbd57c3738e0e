import { z } from 'zod';
import { requiredString } from '../common/fields';
import { messages } from '../common/messages';

export const SECURITY_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
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

/** Bytes a single event may take on the wire. */
export const SECURITY_EVENT_MAX_BYTES = 16 * 1024;
/** Events one user may send per window (a monitor gone wild must not fill the table). */
export const SECURITY_EVENT_RATE = { limit: 60, windowSeconds: 60 };

/** A security event as the SPA's monitor sends it. Unknown keys are dropped. */
export const SecurityEventSchema = z
  .object({
    id: requiredString(100),
    timestamp: z.iso.datetime({ offset: true, error: 'Enter a valid ISO 8601 date and time.' }),
    type: z
      .string()
      .max(50, messages.maxLength(50))
      .regex(/^[a-z][a-z0-9_]*$/, 'Event types are lower-case letters, digits and underscores.'),
    details: z.record(z.string(), z.unknown()).default({}),
    severity: z.enum(SECURITY_SEVERITIES, {
      error: `Severity must be one of: ${SECURITY_SEVERITIES.join(', ')}.`,
    }),
    userAgent: z.string().max(512, messages.maxLength(512)).default(''),
    url: z.string().max(2048, messages.maxLength(2048)).default(''),
  })
  .meta({ id: 'SecurityEvent' });
