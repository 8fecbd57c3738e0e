import { inArray } from 'drizzle-orm';
import { workingOrganizationOf } from '../../access/principals';
import {
  CATALOGUE_SUBJECT,
  ReferralCreateSchema,
  ReferralListQuerySchema,
  ReferralSchema,
  ReferralUpdateSchema,
  type Referral,
  type ReferralCreate,
  type ReferralUpdate,
} from '../../../domain/catalogue';
import { fieldMessages } from '../../../domain/common/messages';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences, orgColumns } from './rules';
import { products, referrals, type ReferralRow } from './tables';

async function present({ db }: ReadContext, rows: ReferralRow[]): Promise<Referral[]> {
  const ids = [...new Set(rows.map((r) => r.product_id).filter((id): id is number => id !== null))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p.name] as const)
      : [],
  );
  return rows.map(({ product_id, created_at, updated_at, ...row }) => ({
    ...row,
    product: product_id,
    product_name: product_id === null ? null : (names.get(product_id) ?? null),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}

const checkProduct = (ctx: WriteContext, orgId: number, product: number | null | undefined) =>
  checkReferences(ctx.tx, orgId, [{ field: 'product', table: products, ids: product ? [product] : [] }]);

/** Referrals: who brought whom, for which product, at what commission; the organisation's. */
export function referralRoutes(app: App, services: Services) {
  resourceRoutes<ReferralRow, ReferralCreate, ReferralUpdate, Referral>(app, services, {
    name: 'Referral',
    subject: CATALOGUE_SUBJECT.product,
    table: referrals,
    accessColumns: orgColumns(referrals),
    schemas: {
      item: ReferralSchema,
      create: ReferralCreateSchema,
      update: ReferralUpdateSchema,
      listQuery: ReferralListQuerySchema,
    },
    list: {
      orderable: {
        created_at: referrals.created_at,
        code: referrals.code,
        status: referrals.status,
        commission_rate: referrals.commission_rate,
      },
      defaultOrdering: '-created_at',
      searchable: [
        referrals.code,
        referrals.referrer_name,
        referrals.referrer_email,
        referrals.referred_email,
      ],
      tieBreaker: referrals.id,
      filters: { status: referrals.status },
    },
    present,
    toInsert: async (ctx, { product, ...input }) => {
      await checkProduct(ctx, workingOrganizationOf(ctx.principal), product);
      return { ...input, product_id: product };
    },
    toUpdate: async (ctx, row, { product, ...changes }) => {
      await checkProduct(ctx, row.id_organization, product);
      return { ...changes, ...(product !== undefined && { product_id: product }) };
    },
    unique: { referrals_org_code_unique: ['code', fieldMessages.codeTaken] },
  });
}
