import { and, asc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { workingOrganizationOf } from '../../access/principals';
import {
  CATALOGUE_SUBJECT,
  LaunchCreateSchema,
  LaunchListQuerySchema,
  LaunchSchema,
  LaunchUpdateSchema,
  catalogueMessages as m,
  type Launch,
  type LaunchCreate,
  type LaunchUpdate,
} from '../../../domain/catalogue';
import { LAUNCH_DONE_STATUSES, type LaunchProgress } from '../../../domain/catalogue/launch';
import { fieldMessages } from '../../../domain/common/messages';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../http/errors';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { users } from '../../db/tables/users';
import { throughProduct } from './productAccess';
import { checkReferences } from './rules';
import { launchTeamMembers, productLaunches, products, productStatuses, type LaunchRow } from './tables';

const launchOpen = notInArray(productLaunches.status, [...LAUNCH_DONE_STATUSES]);

/** The launches at `progress` on `today` (YYYY-MM-DD); see LAUNCH_PROGRESS. */
export function launchProgress(progress: LaunchProgress, today: string): SQL {
  switch (progress) {
    case 'open':
      return launchOpen;
    case 'upcoming':
      return and(launchOpen, gte(productLaunches.planned_launch_date, today))!;
    case 'overdue':
      return and(launchOpen, lt(productLaunches.planned_launch_date, today))!;
    case 'done':
      return inArray(productLaunches.status, [...LAUNCH_DONE_STATUSES]);
  }
}

/** A launch still to come on `today`: planned from then on, neither launched nor cancelled. */
export const launchToCome = (today: string): SQL => launchProgress('upcoming', today);

/** The launches whose team `userId` is on. */
export const launchesOnTeamOf = (userId: number): SQL =>
  inArray(
    productLaunches.id,
    sql`(select ${launchTeamMembers.launch_id} from ${launchTeamMembers} where ${eq(launchTeamMembers.user_id, userId)})`,
  );

/** The first `limit` launches to come of the products under `productScope`, the nearest first. */
export const nextLaunches = (db: DbOrTx, productScope: SQL | undefined, today: string, limit: number) =>
  db
    .select({
      id: productLaunches.id,
      code: productLaunches.code,
      name: productLaunches.name,
      product_name: products.name,
      status: productLaunches.status,
      planned_launch_date: productLaunches.planned_launch_date,
    })
    .from(productLaunches)
    .innerJoin(products, eq(products.id, productLaunches.product_id))
    .where(and(productScope, launchToCome(today)))
    .orderBy(asc(productLaunches.planned_launch_date), asc(productLaunches.id))
    .limit(limit);

const fullName = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

async function present({ db }: ReadContext, rows: LaunchRow[]): Promise<Launch[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [productRows, team] = await Promise.all([
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, [...new Set(rows.map((r) => r.product_id))])),
    db
      .select({
        launch_id: launchTeamMembers.launch_id,
        user: launchTeamMembers.user_id,
        role: launchTeamMembers.role,
      })
      .from(launchTeamMembers)
      .where(inArray(launchTeamMembers.launch_id, ids)),
  ]);
  const peopleIds = [
    ...new Set([
      ...team.map((t) => t.user),
      ...rows.map((r) => r.manager).filter((v): v is number => v !== null),
    ]),
  ];
  const people = peopleIds.length
    ? await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, peopleIds))
    : [];
  const names = new Map(people.map((p) => [p.id, fullName(p)]));
  const productNames = new Map(productRows.map((p) => [p.id, p.name]));
  return rows.map(({ product_id, created_at, updated_at, ...row }) => ({
    ...row,
    product: product_id,
    product_name: productNames.get(product_id) ?? '',
    manager_name: row.manager === null ? null : (names.get(row.manager) ?? null),
    team: team
      .filter((t) => t.launch_id === row.id)
      .map(({ user, role }) => ({ user, role, name: names.get(user) ?? '' })),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}

async function checkLaunchReferences(
  ctx: WriteContext,
  orgId: number,
  input: LaunchUpdate & { product?: number },
) {
  await checkReferences(ctx.tx, orgId, [
    { field: 'product', table: products, ids: input.product === undefined ? [] : [input.product] },
    { field: 'manager', table: users, ids: input.manager ? [input.manager] : [] },
    { field: 'team', table: users, ids: (input.team ?? []).map((t) => t.user) },
  ]);
}

/** Spec §3: a product status says whether it allows a launch. */
async function checkLaunchAllowed(ctx: WriteContext, productId: number) {
  const [row] = await ctx.tx
    .select({ allows: productStatuses.allows_launch })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.status))
    .where(eq(products.id, productId));
  if (row && !row.allows) throw fieldError('product', m.launchNotAllowed);
}

export function launchRoutes(app: App, services: Services) {
  resourceRoutes<LaunchRow, LaunchCreate, LaunchUpdate, Launch>(app, services, {
    name: 'ProductLaunch',
    subject: CATALOGUE_SUBJECT.launch,
    table: productLaunches,
    accessColumns: {},
    access: throughProduct(productLaunches.product_id),
    schemas: {
      item: LaunchSchema,
      create: LaunchCreateSchema,
      update: LaunchUpdateSchema,
      listQuery: LaunchListQuerySchema,
    },
    list: {
      orderable: {
        planned_launch_date: productLaunches.planned_launch_date,
        name: productLaunches.name,
        code: productLaunches.code,
        status: productLaunches.status,
        created_at: productLaunches.created_at,
      },
      defaultOrdering: 'planned_launch_date',
      searchable: [productLaunches.name, productLaunches.code],
      tieBreaker: productLaunches.id,
      filters: { product: productLaunches.product_id, status: productLaunches.status },
      // The query passed LaunchListQuerySchema, so progress is one of LAUNCH_PROGRESS.
      where: (query, { principal }) => [
        query.progress === undefined
          ? undefined
          : launchProgress(query.progress as LaunchProgress, new Date().toISOString().slice(0, 10)),
        query.mine === true ? launchesOnTeamOf(principal.user.id) : undefined,
      ],
    },
    present,
    toInsert: async (ctx, input) => {
      await checkLaunchReferences(ctx, workingOrganizationOf(ctx.principal), input);
      await checkLaunchAllowed(ctx, input.product);
      const { product, team: _team, ...values } = input;
      return { ...values, product_id: product };
    },
    toUpdate: async (ctx, row, changes) => {
      await checkLaunchReferences(ctx, row.id_organization, changes);
      const { team: _team, ...values } = changes;
      return values;
    },
    afterWrite: async ({ tx }, row, _before, input) => {
      if (input.team === undefined) return;
      await tx.delete(launchTeamMembers).where(and(eq(launchTeamMembers.launch_id, row.id)));
      if (input.team.length) {
        await tx
          .insert(launchTeamMembers)
          .values(input.team.map((t) => ({ launch_id: row.id, user_id: t.user, role: t.role })));
      }
    },
    unique: { product_launches_org_code_unique: ['code', fieldMessages.codeTaken] },
  });
}
