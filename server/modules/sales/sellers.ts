import { subject as asSubject } from '@casl/ability';
import { count, eq, inArray } from 'drizzle-orm';
import {
  SELLER_OWN_PROFILE_FIELDS,
  SellerCreateSchema,
  SellerListQuerySchema,
  SellerSchema,
  SellerUpdateSchema,
  type Seller,
  type SellerCreate,
  type SellerUpdate,
} from '../../../domain/sales/seller';
import { salesMessages as m } from '../../../domain/sales/messages';
import { denialMessage } from '../../../domain/access';
import { fieldMessages } from '../../../domain/common/messages';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import { users } from '../../db/tables/users';
import { detailError, forbidden, type FieldErrors } from '../../http/errors';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkDates, checkReferences } from '../catalogue/rules';
import { partyOrderRoutes } from './partyOrders';
import { clients, orders, sellers } from './tables';

type SellerRow = typeof sellers.$inferSelect;

const iso = (d: Date) => d.toISOString();

/**
 * Sellers are under the Sale right, whose rule for sales and sales_rep names the rows they own
 * (`created_by`): a seller's own row is the one of its user account. So a sales rep reads and
 * updates their own seller profile, and a manager, an admin or a client's administrator all of
 * the organisation's.
 */
export const sellerColumns = {
  id: sellers.id,
  id_organization: sellers.id_organization,
  created_by: sellers.user_id,
};
const asSale = (row: Record<string, unknown>) => ({ ...row, created_by: row.user_id ?? null });

/**
 * Whether the caller's Sale rights reach every seller of the organisation, not only their own
 * profile: judged on a seller of no account, which only an organisation-wide right covers.
 */
const managesSellers = (principal: Principal, organization: number, action: string) =>
  principal.ability.can(action, asSubject('Sale', { id_organization: organization, created_by: null }));

async function present({ db }: ReadContext, rows: SellerRow[]): Promise<Seller[]> {
  const ids = rows.map((r) => r.id);
  const userIds = rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
  const [counts, accounts] = await Promise.all([
    ids.length
      ? db
          .select({ seller: clients.seller_id, n: count() })
          .from(clients)
          .where(inArray(clients.seller_id, ids))
          .groupBy(clients.seller_id)
      : [],
    userIds.length
      ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))
      : [],
  ]);
  const clientsOf = new Map(counts.map((c) => [c.seller, Number(c.n)]));
  const emailOf = new Map(accounts.map((a) => [a.id, a.email]));
  return rows.map(({ created_at, updated_at, ...row }) => ({
    ...row,
    user_email: row.user_id === null ? null : (emailOf.get(row.user_id) ?? null),
    clients_count: clientsOf.get(row.id) ?? 0,
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  }));
}

/** The account must be a user of the seller's organisation. */
const checkAccount = (ctx: WriteContext, organization: number, user: number | null | undefined) =>
  checkReferences(ctx.tx, organization, [
    { field: 'user_id', table: users, ids: user === null || user === undefined ? [] : [user] },
  ]);

/** A seller editing their own profile changes its contact details and bio; the rest is their manager's. */
function sellerFieldRules(
  { principal }: WriteContext,
  row: SellerRow | null,
  input: SellerCreate | SellerUpdate,
) {
  if (!row || managesSellers(principal, row.id_organization, 'update')) return {};
  const own: readonly string[] = SELLER_OWN_PROFILE_FIELDS;
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || value === row[field as keyof SellerRow] || own.includes(field)) continue;
    errors[field] = [m.sellerOwnProfileOnly];
  }
  return errors;
}

/** Only who manages the organisation's sellers adds or removes one (not a seller on their own). */
function refuseSelfManagement(principal: Principal, organization: number, action: 'create' | 'delete') {
  if (!managesSellers(principal, organization, action))
    throw forbidden(denialMessage(principal.ability, action, 'Sale'));
}

export function sellerRoutes(app: App, services: Services) {
  const declared = resourceRoutes<SellerRow, SellerCreate, SellerUpdate, Seller>(app, services, {
    name: 'Seller',
    subject: 'Sale',
    table: sellers,
    accessColumns: sellerColumns,
    asSubject: asSale,
    notFoundMessage: m.sellerNotFound,
    schemas: {
      item: SellerSchema,
      create: SellerCreateSchema,
      update: SellerUpdateSchema,
      listQuery: SellerListQuerySchema,
    },
    list: {
      orderable: {
        name: sellers.name,
        code: sellers.code,
        level: sellers.level,
        start_date: sellers.start_date,
        created_at: sellers.created_at,
      },
      defaultOrdering: 'name',
      searchable: [sellers.name, sellers.code, sellers.email, sellers.location],
      tieBreaker: sellers.id,
      filters: { level: sellers.level, user: sellers.user_id },
    },
    present,
    toInsert: async (ctx, input) => {
      const organization = workingOrganizationOf(ctx.principal);
      refuseSelfManagement(ctx.principal, organization, 'create');
      await checkAccount(ctx, organization, input.user_id);
      return { ...input };
    },
    toUpdate: async (ctx, row, changes) => {
      checkDates(row, changes);
      if (changes.user_id !== undefined) await checkAccount(ctx, row.id_organization, changes.user_id);
      return changes;
    },
    fieldRules: sellerFieldRules,
    beforeDelete: async ({ tx, principal }, row) => {
      refuseSelfManagement(principal, row.id_organization, 'delete');
      let n = 0;
      for (const column of [clients.seller_id, orders.seller_id]) {
        const [found] = await tx.select({ n: count() }).from(column.table).where(eq(column, row.id));
        n += Number(found?.n ?? 0);
      }
      if (n > 0) throw detailError(409, m.sellerInUse(n));
    },
    unique: {
      sellers_org_code_unique: ['code', m.sellerCodeTaken],
      sellers_user_unique: ['user_id', m.userIsSeller],
    },
    checks: { sellers_end_after_start: ['end_date', fieldMessages.endBeforeStart] },
  });

  partyOrderRoutes(app, services, {
    path: declared.path,
    tag: 'sellers',
    subject: 'Sale',
    column: orders.seller_id,
    find: (principal, id) => declared.findFor(services.database.db, principal, id, 'read'),
    clientsCount: async (id) => {
      const [row] = await services.database.db
        .select({ n: count() })
        .from(clients)
        .where(eq(clients.seller_id, id));
      return Number(row?.n ?? 0);
    },
  });
}
