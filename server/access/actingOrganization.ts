import type { DbOrTx } from '../db/client';
import { organizationExists } from '../db/organizationName';
import { notFound } from '../http/errors';
import { workingOrganizationOf, type Principal } from './principals';

/** Whether the caller may act on another organisation than the one they work in. */
export type ReachesOrganization = (principal: Principal, orgId: number) => boolean;

/**
 * The organisation a request acts on: the one the caller works in, unless they name another
 * that `mayReach` lets them act on. Another organisation out of reach is "Not found." (404), as
 * is one that does not exist: a tenant's existence is not revealed.
 */
export async function actingOrganization(
  db: DbOrTx,
  principal: Principal,
  named: number | null | undefined,
  mayReach: ReachesOrganization,
) {
  const own = workingOrganizationOf(principal);
  if (named === undefined || named === null || named === own) return own;
  if (!mayReach(principal, named)) throw notFound();
  if (!(await organizationExists(db, named))) throw notFound();
  return named;
}
