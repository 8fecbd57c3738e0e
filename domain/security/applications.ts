import { z } from 'zod';
import { queryId } from '../common/fields';
import { ListQuerySchema } from '../common/pagination';
import { queryBoolean, timestamp } from './fields';

// The security catalogue: applications, their modules (one per CASL subject) and the operations
// (CASL actions) a permission grants on a module.

export const OPERATION_TYPES = ['basic', 'system'] as const;

export const SecurityApplicationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    modules_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'SecurityApplication' });
export type SecurityApplication = z.infer<typeof SecurityApplicationSchema>;

export const SecurityModuleSchema = z
  .object({
    id: z.number().int(),
    /** The application's id. */
    application: z.number().int(),
    name: z.string(),
    /** The CASL subject its permissions grant. */
    code: z.string(),
    table_name: z.string(),
    description: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    permissions_count: z.number().int(),
  })
  .meta({ id: 'SecurityModule' });
export type SecurityModule = z.infer<typeof SecurityModuleSchema>;

export const SecurityOperationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The CASL action it grants (create, read, update, delete, export, manage, ...). */
    code: z.string(),
    operation_type: z.enum(OPERATION_TYPES),
    description: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_dangerous: z.boolean(),
  })
  .meta({ id: 'SecurityOperation' });
export type SecurityOperation = z.infer<typeof SecurityOperationSchema>;

export const ApplicationListQuerySchema = ListQuerySchema.extend({ active_only: queryBoolean.optional() });
export const ModuleListQuerySchema = ListQuerySchema.extend({
  application: queryId.optional(),
  active_only: queryBoolean.optional(),
});
export const OperationListQuerySchema = ListQuerySchema;
