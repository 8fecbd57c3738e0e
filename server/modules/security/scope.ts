import { eq } from 'drizzle-orm';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { organizations } from '../../db/tables/organizations';

/**
 * Who sees every organisation in the security area: whoever may manage everything (the
 * superuser and super_admin roles, or the is_superuser flag). Custom permissions cannot grant
 * this: a permission names a module, never 'all'.
 */
export const seesAllOrganizations = (principal: Principal) => principal.ability.can('manage', 'all');

/**
 * The organisation a request is about: the one the caller works in (their own unless they chose
 * another) unless they see all organisations and name another. Another organisation named by
 * anyone else is "Not found." (404), as is one that does not exist: a tenant's existence is not
 * revealed.
 */
export async function organizationFor(db: DbOrTx, principal: Principal, requested?: number | null) {
  const own = workingOrganizationOf(principal);
  if (requested === undefined || requested === null || requested === own) return own;
  if (!seesAllOrganizations(principal)) throw notFound();
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, requested))
    .limit(1);
  if (!org) throw notFound();
  return org.id;
}

/**
 * Like organizationFor, but a superuser naming none gets the organisation they work in, or null
 * (every organisation) when they chose none.
 */
export async function organizationFilter(db: DbOrTx, principal: Principal, requested?: number | null) {
  if ((requested === undefined || requested === null) && seesAllOrganizations(principal))
    return principal.workingOrganization;
  return organizationFor(db, principal, requested);
}

/** Whether a row of `orgId` is within the caller's reach. */
export const reaches = (principal: Principal, orgId: number | null) =>
  seesAllOrganizations(principal) || orgId === principal.user.id_organization;
