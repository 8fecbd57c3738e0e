import { count, inArray } from 'drizzle-orm';
import { MANAGER_ONLY_FIELDS, OrganizationCreateSchema } from '../../../domain/organizations/organization';
import {
  OrganizationListQuerySchema,
  OrganizationSchema,
  OrganizationUpdateSchema,
  type Organization,
  type OrganizationCreate,
  type OrganizationUpdate,
} from '../../../domain/organizations/organization';
import { organizationMessages as m } from '../../../domain/organizations/messages';
import { switchesOrganization } from '../../access/principals';
import { organizations, type OrganizationRow } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';
import type { FieldErrors } from '../../http/errors';
import { resourceService, type ReadContext, type Resource, type WriteContext } from '../../http/resource';
import { revokeOrganizationTokens } from '../auth/sessions';
import { fileUrl } from '../catalogue/files';
import { seedOrganizationSecurity } from '../security/organizationSecurity';
import { userResource } from '../users/resource';

/** An organisation's row as the resource layer hands it on: its organisation is itself. */
export type OwnedOrganizationRow = OrganizationRow & { id_organization: number };

const iso = (d: Date) => d.toISOString();

async function usersCounts(ctx: ReadContext, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await ctx.db
    .select({ id: users.id_organization, n: count() })
    .from(users)
    .where(inArray(users.id_organization, ids))
    .groupBy(users.id_organization);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function presentOrganizations(ctx: ReadContext, rows: OwnedOrganizationRow[]) {
  const counts = await usersCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row): Organization => ({
    id: row.id,
    code: row.code,
    name: row.name,
    is_active: row.is_active,
    logo: fileUrl(row.logo),
    users_count: counts.get(row.id) ?? 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

/**
 * A client administrator keeps its own organisation's name (and logo); its code and whether it
 * is active are for those who manage organisations. Nobody deactivates the organisation they
 * belong to: they would sign themselves out for good.
 */
function organizationFieldRules(
  { principal }: WriteContext,
  row: OwnedOrganizationRow | null,
  input: OrganizationCreate | OrganizationUpdate,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!row) return errors;
  if (!switchesOrganization(principal.ability)) {
    for (const field of MANAGER_ONLY_FIELDS) {
      if (input[field] !== undefined && input[field] !== row[field]) errors[field] = [m.managersOnly];
    }
  } else if (row.is_active && input.is_active === false && row.id === principal.user.id_organization) {
    errors.is_active = [m.ownOrganization];
  }
  return errors;
}

/**
 * A new organisation is ready to use at once: its built-in roles and its security policies, and
 * its first administrator (when asked for) invited like any new user by an emailed link to
 * choose a password, all in the organisation's transaction and audited.
 */
async function setUpOrganization(ctx: WriteContext, row: OwnedOrganizationRow, input: OrganizationCreate) {
  await seedOrganizationSecurity(ctx.tx, row.id, ctx.services.config.seedLanguage);
  if (!input.admin) return;
  const { role, ...names } = input.admin;
  await resourceService(ctx.services, userResource).createIn(ctx, {
    ...names,
    role,
    id_organization: row.id,
    send_reset_link: true,
    is_active: true,
    is_staff: false,
  });
}

/**
 * Deactivating an organisation ends every sign-in of its users at once; from then on none can
 * sign in or refresh (the principal of a member of an inactive organisation is no principal).
 */
async function afterOrganizationWrite(
  ctx: WriteContext,
  row: OwnedOrganizationRow,
  before: OwnedOrganizationRow | null,
  input: OrganizationCreate | OrganizationUpdate,
) {
  if (!before) return setUpOrganization(ctx, row, input as OrganizationCreate);
  if (before.is_active && !row.is_active) await revokeOrganizationTokens(ctx.tx, row.id);
  if (before.is_active !== row.is_active) ctx.services.principals.invalidate();
}

/** The organisations (tenants): those who manage organisations create, edit and deactivate them; a client administrator reads and renames its own. */
export const organizationResource: Resource<
  OwnedOrganizationRow,
  OrganizationCreate,
  OrganizationUpdate,
  Organization
> = {
  name: 'Organization',
  subject: 'Organization',
  organization: 'self',
  table: organizations,
  accessColumns: { id: organizations.id },
  schemas: {
    item: OrganizationSchema,
    create: OrganizationCreateSchema,
    update: OrganizationUpdateSchema,
    listQuery: OrganizationListQuerySchema,
  },
  list: {
    orderable: {
      name: organizations.name,
      code: organizations.code,
      created_at: organizations.created_at,
      is_active: organizations.is_active,
      id: organizations.id,
    },
    defaultOrdering: 'name',
    searchable: [organizations.name, organizations.code],
    tieBreaker: organizations.id,
    filters: { is_active: organizations.is_active },
  },
  present: presentOrganizations,
  toInsert: async (_ctx, { admin: _admin, ...values }) => values,
  fieldRules: organizationFieldRules,
  afterWrite: afterOrganizationWrite,
  audited: { create: (input) => (input.admin ? { admin: input.admin.email } : {}) },
  deletable: false,
  unique: {
    organizations_code_unique: ['code', m.organizationCodeTaken],
    // The first administrator's account, made in the same transaction.
    users_email_lower_unique: ['admin.email', m.adminEmailTaken],
  },
};
