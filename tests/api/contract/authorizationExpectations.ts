// The answer the role table (domain/access) predicts for one call: derived from the caller's
// CASL ability, the operation's declared requirement (`x-required-ability`) and the row the call
// names, never written per operation, so a new operation is judged by the same rules.
import { subject as asSubject } from '@casl/ability';
import type { AccessUser, AppAbility } from '../../../domain/access';
import { canManageUser } from '../../../domain/users/roleAssignment';
import type { ApiOperation } from './operations';

/**
 * - `allowed`: past every access check (2xx, or the handler's own 400/409 on what was sent);
 * - `forbidden`: 403;
 * - `not-found`: 404, a row the caller may not read, or another organisation's;
 * - `invalid`: 400, a caller who passed the access check sent the deliberately invalid body;
 * - `confined`: another organisation named in the query of a collection: 200 with none of its
 *   rows, or 404 (the security area does not reveal a tenant).
 */
export type Expected = 'allowed' | 'forbidden' | 'not-found' | 'invalid' | 'confined';

/** The row a call names, as the ability judges it (a launch as its product); null for a file. */
export type NamedRecord = { subject: string; instance: Record<string, unknown> } | { subject: null };

export type Call = {
  side: 'own' | 'other';
  /** The row the path names; undefined when the path names none (a collection, the caller's profile). */
  record: NamedRecord | undefined;
  /** `invalid`: a body no schema takes, so an admitted caller gets 400 and nothing is written. */
  body: 'none' | 'valid' | 'invalid';
};

/**
 * A caller sees other organisations only with CASL's `manage all` (superuser, super_admin): every
 * other right in the role table is bound to the caller's organisation, and an area's rights (the
 * security screens) reach only its rows (DESIGN.md, Tenancy).
 */
export const seesAllOrganizations = (ability: AppAbility) => ability.can('manage', 'all');

/**
 * Rules of the domain that narrow, row by row, what the role table allows: an account above the
 * caller's level (a superuser, a role they could not grant) is not theirs to edit.
 */
const ROW_RULES: Record<
  string,
  Record<string, (actor: AccessUser, row: Record<string, unknown>) => boolean>
> = {
  User: {
    update: (actor, row) =>
      row.id === actor.id || canManageUser(actor, row as { role: string; is_superuser: boolean }),
  },
};

export type Caller = { ability: AppAbility; user: AccessUser };

export function expectedAnswer({ ability, user }: Caller, op: ApiOperation, call: Call): Expected {
  const required = op.requiredAbility;
  if (required === undefined) throw new Error(`${op.operationId} declares no x-required-ability`);
  const abilities = typeof required === 'string' ? [] : required;
  if (abilities.some(({ action, subject, field }) => !ability.can(action, subject, field)))
    return 'forbidden';
  if (call.body === 'invalid') return 'invalid';
  const crossOrg = seesAllOrganizations(ability);
  if (!call.record) return call.side === 'own' || crossOrg ? 'allowed' : 'confined';
  if (call.side === 'other' && !crossOrg) return 'not-found';
  // A file is served to the members of its organisation, whatever their rights.
  if (call.record.subject === null) return 'allowed';
  const { instance } = call.record;
  const row = asSubject(call.record.subject, { ...instance });
  if (!ability.can('read', row)) return 'not-found';
  const recordSubject = call.record.subject;
  const writes = abilities.filter((a) => a.subject === recordSubject && a.action !== 'read');
  const admits = ({ action, field }: { action: string; field?: string }) =>
    ability.can(action, row, field) && (ROW_RULES[recordSubject]?.[action]?.(user, instance) ?? true);
  return writes.every(admits) ? 'allowed' : 'forbidden';
}

/** Whether a status is the answer `expected` stands for. */
export function answers(expected: Expected, status: number): boolean {
  switch (expected) {
    case 'forbidden':
      return status === 403;
    case 'not-found':
      return status === 404;
    case 'invalid':
      return status === 400;
    case 'confined':
      return status === 200 || status === 404;
    case 'allowed':
      return status < 500 && ![401, 403, 404].includes(status);
  }
}

/**
 * Traces of another organisation in a response body: an `id_organization` other than the
 * caller's, or the other organisation's name as a value.
 */
export function foreignTraces(body: unknown, own: { id: number }, other: { id: number; name: string }) {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${path}[${i}]`));
    if (typeof value === 'string' && value === other.name) found.push(`${path} = ${JSON.stringify(value)}`);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id_organization' && typeof inner === 'number' && inner !== own.id) {
        found.push(`${path}.${key} = ${inner}`);
      }
      visit(inner, `${path}.${key}`);
    }
  };
  visit(body, '$');
  return found;
}
