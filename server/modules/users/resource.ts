import { and, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accessibleWhere } from '../../access/sqlScope';
import { denialMessage } from '../../../domain/access';
import { userFieldErrors } from '../../../domain/users/editableFields';
import { canManageUser } from '../../../domain/users/roleAssignment';
import {
  UserCreateSchema,
  UserListQueryFields,
  UserItemSchema,
  UserUpdateSchema,
  type UserItem,
  type UserCreate,
  type UserUpdate,
} from '../../../domain/users/schemas';
import { ListQuerySchema } from '../../../domain/common/pagination';
import { toAccessUser, workingOrganizationOf, type Principal } from '../../access/principals';
import { hashPassword, unusablePasswordHash } from '../../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { organizationExists } from '../../db/organizationName';
import { userColumns, users, type UserRow } from '../../db/tables/users';
import { fieldError, forbidden } from '../../http/errors';
import type { Resource, WriteContext } from '../../http/resource';
import { queuePasswordResetLink } from '../auth/resetLink';
import { revokeUserTokens } from '../auth/sessions';
import { checkReferences, orgColumns } from '../catalogue/rules';
import { brands } from '../catalogue/tables';
import { teamColumns, teams } from '../units/tables';
import { serializeUser } from './serialize';

/**
 * `id → name` of the rows of `table` among `ids` that the caller may read as `subject`: a user's
 * team or brand shows by name only to whoever could open it.
 */
async function readableNames(
  db: DbOrTx,
  principal: Principal,
  subject: 'Team' | 'Brand',
  table: typeof teams | typeof brands,
  columns: Record<string, PgColumn>,
  ids: (number | null)[],
) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(inArray(table.id, wanted), accessibleWhere(principal.ability, 'read', subject, columns)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What a new user's row starts with when the form leaves a field out. */
const CREATE_DEFAULTS: Record<string, unknown> = {
  role: 'user',
  is_active: true,
  is_staff: false,
  team: null,
  brand: null,
};

/** A new user's fields: the email in lower case, in the organisation the caller works in unless named. */
const newUserFields = (
  principal: Principal,
  { password: _p, send_reset_link: _s, ...fields }: UserCreate,
) => ({
  ...fields,
  email: fields.email.toLowerCase(),
  id_organization: fields.id_organization ?? workingOrganizationOf(principal),
  team: fields.team ?? null,
  brand: fields.brand ?? null,
});

/**
 * The organisation, team and brand a user would have: an organisation that exists (a superuser
 * may name any id), and a team and a brand of that organisation (another's is reported as missing).
 */
async function checkReferencesOf(
  tx: DbOrTx,
  orgId: number,
  { team, brand }: { team: number | null | undefined; brand: number | null | undefined },
) {
  if (!(await organizationExists(tx, orgId))) throw fieldError('id_organization', 'Organisation not found.');
  await checkReferences(tx, orgId, [
    { field: 'team', table: teams, ids: team ? [team] : [] },
    { field: 'brand', table: brands, ids: brand ? [brand] : [] },
  ]);
}

/**
 * The field rules the edit form shows are the ones enforced here (domain/users/editableFields).
 * They say what may change, not on whom: without the first check an admin could set a
 * superuser's email, ask for a reset link and take the account over.
 */
function userFieldRules({ principal }: WriteContext, target: UserRow | null, input: UserCreate | UserUpdate) {
  const actor = toAccessUser(principal.user);
  if (!target) {
    const values = newUserFields(principal, input as UserCreate);
    const { email: _email, ...checked } = values;
    return userFieldErrors(principal.ability, actor, 'create', values, checked, {
      ...CREATE_DEFAULTS,
      id_organization: workingOrganizationOf(principal),
    });
  }
  if (target.id !== actor.id && !canManageUser(actor, target)) {
    throw forbidden(denialMessage(principal.ability, 'update', 'User'));
  }
  return userFieldErrors(principal.ability, actor, 'update', target, input as UserUpdate, target);
}

/**
 * Users of the organisation: who sees and changes whom follows the role table (a user only
 * themselves); each field by who may set it; a new account starts with a password or an emailed
 * link; a deactivated one loses every session at once.
 */
export const userResource: Resource<UserRow, UserCreate, UserUpdate, UserItem> = {
  name: 'User',
  subject: 'User',
  table: users,
  accessColumns: userColumns,
  schemas: {
    item: UserItemSchema,
    create: UserCreateSchema,
    update: UserUpdateSchema,
    listQuery: ListQuerySchema.extend(UserListQueryFields),
  },
  list: {
    filters: { role: users.role, is_active: users.is_active, team: users.team },
    orderable: {
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.role,
      date_joined: users.date_joined,
      last_login: users.last_login,
      is_active: users.is_active,
    },
    defaultOrdering: 'email',
    searchable: [users.email, users.first_name, users.last_name],
    tieBreaker: users.id,
  },
  present: async ({ db, principal }, rows) => {
    const [teamNames, brandNames] = await Promise.all([
      readableNames(
        db,
        principal,
        'Team',
        teams,
        teamColumns,
        rows.map((r) => r.team),
      ),
      readableNames(
        db,
        principal,
        'Brand',
        brands,
        orgColumns(brands),
        rows.map((r) => r.brand),
      ),
    ]);
    return rows.map((row) => ({
      ...serializeUser(row),
      team_name: (row.team !== null && teamNames.get(row.team)) || null,
      brand_name: (row.brand !== null && brandNames.get(row.brand)) || null,
    }));
  },
  fieldRules: userFieldRules,
  toInsert: async ({ tx, principal, services }, input) => {
    const values = newUserFields(principal, input);
    await checkReferencesOf(tx, values.id_organization, values);
    // Either an initial password (the schema makes sure one of the two is given), at the length
    // the new user's organisation asks, or none at all and a reset link by email.
    if (input.password === undefined) return { ...values, password_hash: unusablePasswordHash() };
    await services.policies.assertPassword(values.id_organization, input.password, 'password', tx);
    return { ...values, password_hash: await hashPassword(input.password) };
  },
  toUpdate: async ({ tx }, target, changes) => {
    // Judged on the row as it would be: moving a user to another organisation keeps no team or
    // brand of the old one.
    if (changes.team !== undefined || changes.brand !== undefined || changes.id_organization !== undefined) {
      await checkReferencesOf(tx, changes.id_organization ?? target.id_organization, {
        team: changes.team !== undefined ? changes.team : target.team,
        brand: changes.brand !== undefined ? changes.brand : target.brand,
      });
    }
    const deactivating = target.is_active && changes.is_active === false;
    return { ...changes, ...(deactivating && { tokens_valid_after: new Date() }) };
  },
  afterWrite: async ({ tx, request, services }, row, before, input) => {
    if (!before) {
      if ((input as UserCreate).send_reset_link) {
        await queuePasswordResetLink(tx, request.log, row, {
          isProduction: services.config.env === 'production',
          kind: 'welcome',
        });
      }
      return;
    }
    if (before.is_active && !row.is_active) await revokeUserTokens(tx, row.id);
    services.principals.invalidate(row.id);
  },
  audited: { create: (input) => (input.send_reset_link ? { send_reset_link: true } : {}) },
  deletable: false,
  unique: { users_email_lower_unique: ['email', 'A user with that email already exists.'] },
};
