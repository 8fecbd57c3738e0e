import { subject } from '@casl/ability';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { denialMessage } from '../../../domain/access';
import type { UserCreate, UserUpdate } from '../../../domain/users/schemas';
import { staysUpdatable, userFieldErrors } from '../../../domain/users/editableFields';
import { canManageUser } from '../../../domain/users/roleAssignment';
import { toAccessUser, type Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import { hashPassword, unusablePasswordHash } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { isUniqueViolation, pgErrorCode } from '../../db/errors';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { queuePasswordResetLink } from '../auth/resetLink';
import { revokeUserTokens } from '../auth/sessions';
import { checkReferences } from '../catalogue/rules';
import { brands } from '../catalogue/tables';
import { userColumns, users, type UserRow } from '../../db/tables/users';

const CREATE_DEFAULTS: Record<string, unknown> = {
  role: 'user',
  is_active: true,
  is_staff: false,
  team: null,
  brand: null,
};
const emailTaken = () => fieldError('email', 'A user with that email already exists.');
// The users table's only foreign key: a superuser may name any organisation id, even a missing one.
const isUnknownOrganization = (error: unknown) => pgErrorCode(error) === '23503';
const unknownOrganization = () => fieldError('id_organization', 'Organisation not found.');

/** A user the caller may `action`, or 404: another organisation's user is never revealed. */
export async function findUserFor(
  db: Db,
  principal: Principal,
  id: number,
  action = 'read',
): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), accessibleWhere(principal.ability, 'read', 'User', userColumns)))
    .limit(1);
  if (!row) throw notFound();
  if (action !== 'read' && !principal.ability.can(action, subject('User', { ...row }))) {
    throw forbidden(denialMessage(principal.ability, action, 'User'));
  }
  return row;
}

export async function updateUser(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  target: UserRow,
  changes: UserUpdate,
  opts: { self: boolean },
): Promise<UserRow> {
  const actor = toAccessUser(principal.user);
  // Field rules say what may change, not on whom: without this an admin could set a
  // superuser's email, ask for a reset link and take the account over.
  if (!opts.self && !canManageUser(actor, target)) {
    throw forbidden(denialMessage(principal.ability, 'update', 'User'));
  }
  // The field rules the edit form shows are the ones enforced here (domain/users/editableFields).
  const errors = userFieldErrors(principal.ability, actor, 'update', target, changes, target);
  if (Object.keys(errors).length) throw badRequest(errors);
  if (!staysUpdatable(principal.ability, target, changes)) {
    throw forbidden(denialMessage(principal.ability, 'update', 'User'));
  }
  const { db } = services.database;
  // Judged on the row as it would be: moving a user to another organisation keeps no brand of the old one.
  if (changes.brand !== undefined || changes.id_organization !== undefined) {
    await checkBrand(
      db,
      changes.id_organization ?? target.id_organization,
      changes.brand !== undefined ? changes.brand : target.brand,
    );
  }
  try {
    const updated = await db.transaction(async (tx) => {
      const deactivating = target.is_active && changes.is_active === false;
      const [row] = await tx
        .update(users)
        .set({ ...changes, updated_at: new Date(), ...(deactivating && { tokens_valid_after: new Date() }) })
        .where(eq(users.id, target.id))
        .returning();
      if (!row) throw notFound();
      if (target.is_active && !row.is_active) await revokeUserTokens(tx, row.id);
      await writeAudit(tx, {
        actorId: principal.user.id,
        idOrganization: row.id_organization,
        action: 'user.update',
        objectType: 'User',
        objectId: row.id,
        before: pick(target, Object.keys(changes)),
        after: pick(row, Object.keys(changes)),
        ip: request.ip,
      });
      return row;
    });
    services.principals.invalidate(target.id);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    if (isUnknownOrganization(error)) throw unknownOrganization();
    throw error;
  }
}

export async function createUser(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  input: UserCreate,
): Promise<UserRow> {
  const { password, send_reset_link: sendResetLink, ...fields } = input;
  const values = {
    ...fields,
    email: fields.email.toLowerCase(),
    id_organization: fields.id_organization ?? principal.user.id_organization,
    team: fields.team ?? null,
    brand: fields.brand ?? null,
  };
  if (!principal.ability.can('create', subject('User', { ...values }))) {
    throw forbidden(denialMessage(principal.ability, 'create', 'User'));
  }
  const { email: _email, ...checked } = values;
  const errors = userFieldErrors(principal.ability, toAccessUser(principal.user), 'create', values, checked, {
    ...CREATE_DEFAULTS,
    id_organization: principal.user.id_organization,
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  await checkBrand(services.database.db, values.id_organization, values.brand);
  // Either an initial password (the schema makes sure one of the two is given) or none at all
  // and a reset link by email, queued with the new row.
  let password_hash: string;
  if (password !== undefined) {
    // The minimum length of the new user's organisation's security policy (8 at least).
    await services.policies.assertPassword(values.id_organization, password, 'password');
    password_hash = await hashPassword(password);
  } else {
    password_hash = unusablePasswordHash();
  }
  try {
    return await services.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...values, password_hash })
        .returning();
      await writeAudit(tx, {
        actorId: principal.user.id,
        idOrganization: row!.id_organization,
        action: 'user.create',
        objectType: 'User',
        objectId: row!.id,
        after: sendResetLink ? { ...row, send_reset_link: true } : row,
        ip: request.ip,
      });
      if (sendResetLink) {
        await queuePasswordResetLink(tx, request.log, row!, {
          isProduction: services.config.env === 'production',
          kind: 'welcome',
        });
      }
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    if (isUnknownOrganization(error)) throw unknownOrganization();
    throw error;
  }
}

/**
 * A user's brand is one of their own organisation's (another's is reported as missing). The team
 * stays a plain positive id until the organisation's teams exist.
 */
const checkBrand = (db: Db, orgId: number, brand: number | null | undefined) =>
  checkReferences(db, orgId, [{ field: 'brand', table: brands, ids: brand ? [brand] : [] }]);

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));
