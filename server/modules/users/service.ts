import { subject } from '@casl/ability';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { denialMessage } from '../../../domain/access';
import type { UserCreate, UserUpdate } from '../../../domain/users/schemas';
import { SELF_PROTECTED_FIELDS } from '../../../domain/users/schemas';
import { canAssignRole, canManageUser, canSetFlag } from '../../../domain/users/roleAssignment';
import { toAccessUser, type Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import { hashPassword, unusablePasswordHash } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { isUniqueViolation, pgErrorCode } from '../../db/errors';
import { badRequest, fieldError, forbidden, notFound, type FieldErrors } from '../../http/errors';
import type { Services } from '../../services';
import { writeAudit } from '../audit/write';
import { queuePasswordResetLink } from '../auth/resetLink';
import { revokeUserTokens } from '../auth/sessions';
import { users, type UserRow } from './table';

/** Columns CASL conditions on User may name. */
export const userColumns = {
  id: users.id,
  id_organization: users.id_organization,
  team: users.team,
  brand: users.brand,
  role: users.role,
  is_active: users.is_active,
};

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
const notAllowed = "You don't have permission to change this field.";

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

/** Field-by-field: the ability's field rules, then the escalation guards. */
function fieldErrorsFor(
  principal: Principal,
  action: 'create' | 'update',
  target: Record<string, unknown>,
  changes: Record<string, unknown>,
  opts: { self: boolean; baseline: Record<string, unknown> },
): FieldErrors {
  const actor = toAccessUser(principal.user);
  const errors: FieldErrors = {};
  const self = opts.self;
  for (const [field, value] of Object.entries(changes)) {
    // Sending a value back unchanged (a whole form) is not an attempt to change it.
    if (value === undefined || value === opts.baseline[field]) continue;
    const protectedOnSelf = self && (SELF_PROTECTED_FIELDS as readonly string[]).includes(field);
    const allowed =
      !protectedOnSelf &&
      principal.ability.can(action, subject('User', { ...target }), field) &&
      (field !== 'role' || canAssignRole(actor, String(value))) &&
      (field !== 'is_superuser' || canSetFlag(actor, 'is_superuser')) &&
      (field !== 'is_staff' || canSetFlag(actor, 'is_staff'));
    if (!allowed)
      errors[field] = [protectedOnSelf ? 'You cannot change this field on your own account.' : notAllowed];
  }
  return errors;
}

export async function updateUser(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  target: UserRow,
  changes: UserUpdate,
  opts: { self: boolean },
): Promise<UserRow> {
  // Field rules say what may change, not on whom: without this an admin could set a
  // superuser's email, ask for a reset link and take the account over.
  if (!opts.self && !canManageUser(toAccessUser(principal.user), target)) {
    throw forbidden(denialMessage(principal.ability, 'update', 'User'));
  }
  const errors = fieldErrorsFor(principal, 'update', target, changes, { self: opts.self, baseline: target });
  if (Object.keys(errors).length) throw badRequest(errors);
  // The row as it would be after the change must still be one the caller may update.
  if (!principal.ability.can('update', subject('User', { ...target, ...changes }))) {
    throw forbidden(denialMessage(principal.ability, 'update', 'User'));
  }
  const { db } = services.database;
  try {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...changes, updated_at: new Date() })
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
  const errors = fieldErrorsFor(principal, 'create', values, checked, {
    self: false,
    baseline: { ...CREATE_DEFAULTS, id_organization: principal.user.id_organization },
  });
  if (Object.keys(errors).length) throw badRequest(errors);
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

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));
