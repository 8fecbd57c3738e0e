import { actingOrganization } from '../../access/actingOrganization';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';

/**
 * Who sees every organisation in the security area: whoever may manage everything (the
 * superuser and super_admin roles, or the is_superuser flag). Custom permissions cannot grant
 * this: a permission names a module, never 'all'.
 */
export const seesAllOrganizations = (principal: Principal) => principal.ability.can('manage', 'all');

/**
 * The organisation a security request acts on, where only those who see all organisations may
 * name another; but a superuser naming none gets the organisation they work in, or null (every
 * organisation) when they chose none.
 */
export async function organizationFilter(db: DbOrTx, principal: Principal, requested?: number | null) {
  if ((requested === undefined || requested === null) && seesAllOrganizations(principal))
    return principal.workingOrganization;
  return actingOrganization(db, principal, requested, seesAllOrganizations);
}

/** Whether a row of `orgId` is within the caller's reach. */
export const reaches = (principal: Principal, orgId: number | null) =>
  seesAllOrganizations(principal) || orgId === principal.user.id_organization;
