import { z } from 'zod';
import { email, id, optionalString, queryBoolean, resourceCode, resourceName } from '../common/fields';
import { ListQuerySchema } from '../common/pagination';
import { organizationMessages } from './messages';

/** An organisation (the tenant) as the API shows it. */
export const OrganizationSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    is_active: z.boolean(),
    /** URL of the uploaded logo, or null. */
    logo: z.string().nullable(),
    /** Its users, active or not. */
    users_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof OrganizationSchema>;

/** The roles a new organisation's first administrator may be given. */
export const FIRST_ADMIN_ROLES = ['admin', 'CLIENT_ADMIN'] as const;

/**
 * The first administrator of a new organisation: an account without a password, sent a link to
 * choose one.
 */
export const FirstAdminSchema = z
  .strictObject({
    email: email(),
    first_name: optionalString(150).default(''),
    last_name: optionalString(150).default(''),
    role: z.enum(FIRST_ADMIN_ROLES, { error: organizationMessages.adminRole }).default('admin'),
  })
  .meta({ id: 'OrganizationFirstAdmin' });
export type FirstAdmin = z.infer<typeof FirstAdminSchema>;

export const OrganizationCreateSchema = z
  .strictObject({
    code: resourceCode(),
    name: resourceName(),
    is_active: z.boolean().default(true),
    /** Optional: created in the same transaction, with an emailed set-password link. */
    admin: FirstAdminSchema.optional(),
  })
  .meta({ id: 'OrganizationCreate' });
export type OrganizationCreate = z.infer<typeof OrganizationCreateSchema>;

/** The name and (for those who manage organisations) the code and the active flag. */
export const OrganizationUpdateSchema = z
  .strictObject({ code: resourceCode(), name: resourceName(), is_active: z.boolean() })
  .partial()
  .meta({ id: 'OrganizationUpdate' });
export type OrganizationUpdate = z.infer<typeof OrganizationUpdateSchema>;

/** Fields a client administrator may not change on its own organisation. */
export const MANAGER_ONLY_FIELDS = ['code', 'is_active'] as const;

export const OrganizationListQuerySchema = ListQuerySchema.extend({ is_active: queryBoolean.optional() });

/** PUT /auth/working-organization/: the organisation to work in, or null for all of them. */
export const WorkingOrganizationSchema = z
  .strictObject({ organization: id().nullable() })
  .meta({ id: 'WorkingOrganization' });
