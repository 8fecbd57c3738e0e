import { z } from 'zod';
import { queryBoolean, queryId } from '../common/fields';
import { DATE_RANGE_PRESETS, ListQuerySchema } from '../common/pagination';
import { AuditLogSchema } from './auditLogs';
import { SECURITY_SEVERITIES } from './events';
import { timestamp } from './fields';

export const OrganizationQuerySchema = z.strictObject({ id_organization: queryId.optional() });

export const SecurityIncidentSchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  type: z.string(),
  severity: z.enum(SECURITY_SEVERITIES),
  /** Null once the user is deleted, or for an event nobody was signed in for. */
  user: z.number().int().nullable(),
  user_email: z.string().nullable(),
  id_organization: z.number().int().nullable(),
  /** The form field a script-like value was typed into (`xss_attempt`). */
  field: z.string().nullable(),
  /** One of SECURITY_EVENT_REASONS when the event gave one its type does not say. */
  reason: z.string().nullable(),
  url: z.string(),
  ip: z.string().nullable(),
  timestamp: timestamp,
  created_at: timestamp,
});

/**
 * GET /security/events/: the security events of an organisation (all of them for a superuser
 * naming none), newest first, by type, severity, incidents only (high or critical) and date preset.
 */
export const SecurityEventListQuerySchema = ListQuerySchema.extend({
  id_organization: queryId.optional(),
  type: z.string().max(50).optional(),
  severity: z.enum(SECURITY_SEVERITIES).optional(),
  incident: queryBoolean.optional(),
  date_preset: z.enum(DATE_RANGE_PRESETS).optional(),
});
export type SecurityEventListQuery = z.infer<typeof SecurityEventListQuerySchema>;

export const SecurityDashboardSchema = z
  .object({
    /** null: every organisation (a superuser who named none). */
    id_organization: z.number().int().nullable(),
    total_users: z.number().int(),
    active_users: z.number().int(),
    total_roles: z.number().int(),
    total_permissions: z.number().int(),
    /** Permission changes audited within the last 7 days. */
    recent_permission_changes: z.number().int(),
    /** Client security events of severity high or critical within the last 30 days. */
    security_incidents: z.number().int(),
    recent_incidents: z.array(SecurityIncidentSchema),
    recent_logs: z.array(AuditLogSchema),
    /** Granted permissions per module (subject). */
    permission_distribution: z.array(
      z.object({ module: z.number().int(), code: z.string(), name: z.string(), count: z.number().int() }),
    ),
    /** Holders per role; each role names its organisation, as all of them may be listed together. */
    role_distribution: z.array(
      z.object({
        role: z.number().int(),
        code: z.string(),
        name: z.string(),
        id_organization: z.number().int(),
        users_count: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SecurityDashboard' });
export type SecurityDashboard = z.infer<typeof SecurityDashboardSchema>;

export const RECENT_PERMISSION_CHANGES_DAYS = 7;
export const SECURITY_INCIDENT_DAYS = 30;
