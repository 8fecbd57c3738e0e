import { z } from 'zod';
import { queryId } from '../common/fields';
import { ListQuerySchema } from '../common/pagination';
import { timestamp } from './fields';

export const AuditLogSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int().nullable(),
    actor: z.number().int().nullable(),
    actor_email: z.string().nullable(),
    action: z.string(),
    object_type: z.string(),
    object_id: z.string().nullable(),
    /** The object's name when the action was done (null in entries older than the name). */
    object_name: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'AuditLog' });
export type AuditLog = z.infer<typeof AuditLogSchema>;

const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Enter a valid date (YYYY-MM-DD) or ISO 8601 date and time.',
});

export const AuditLogQuerySchema = ListQuerySchema.extend({
  actor: queryId.optional(),
  action: z.string().max(100).optional(),
  object_type: z.string().max(100).optional(),
  object_id: z.string().max(100).optional(),
  /** Inclusive; a date alone means from the start of that day (UTC). */
  date_from: dateOrDateTime.optional(),
  /** Inclusive; a date alone means up to the end of that day (UTC). */
  date_to: dateOrDateTime.optional(),
  id_organization: queryId.optional(),
});

/** What the audit log's filters offer: the actions and object types its entries in the caller's reach hold. */
export const AuditLogChoicesSchema = z
  .object({
    actions: z.array(z.string()),
    object_types: z.array(z.string()),
  })
  .meta({ id: 'AuditLogChoices' });
export type AuditLogChoices = z.infer<typeof AuditLogChoicesSchema>;
