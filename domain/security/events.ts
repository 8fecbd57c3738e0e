import { z } from 'zod';
import { requiredString } from '../common/fields';
import { messages } from '../common/messages';
import { SECURITY_SEVERITIES, SIGN_IN_FAILED } from './eventWords';

export * from './eventWords';

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
      .regex(/^[a-z][a-z0-9_]*$/, 'Event types are lower-case letters, digits and underscores.')
      // Refused sign-ins are the server's to record: a client's word would forge the figures.
      .refine((type) => type !== SIGN_IN_FAILED, 'This event is recorded by the server only.'),
    details: z.record(z.string(), z.unknown()).default({}),
    severity: z.enum(SECURITY_SEVERITIES, {
      error: `Severity must be one of: ${SECURITY_SEVERITIES.join(', ')}.`,
    }),
    userAgent: z.string().max(512, messages.maxLength(512)).default(''),
    url: z.string().max(2048, messages.maxLength(2048)).default(''),
  })
  .meta({ id: 'SecurityEvent' });
