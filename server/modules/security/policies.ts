import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { securityMessages as m } from '../../../domain/security/messages';
import { effectivePolicies, type PolicyName } from '../../../domain/security/policies';
import type { SecurityPolicies, SecurityPoliciesUpdate } from '../../../domain/security';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../http/errors';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { organizationName } from '../../db/organizationName';
import type { PolicyStore } from './policyStore';
import { securityPolicies } from './tables';

type PolicyRow = typeof securityPolicies.$inferSelect;

function present(store: PolicyStore, orgId: number, row: PolicyRow | undefined): SecurityPolicies {
  const defaults = store.defaults();
  return {
    id_organization: orgId,
    ...effectivePolicies(defaults, row),
    login_rate_window_seconds: store.loginRateWindowSeconds,
    defaults,
    updated_at: row?.updated_at ? row.updated_at.toISOString() : null,
    updated_by: row?.updated_by ?? null,
  };
}

async function storedRow(db: DbOrTx, orgId: number) {
  const [row] = await db
    .select()
    .from(securityPolicies)
    .where(eq(securityPolicies.id_organization, orgId))
    .limit(1);
  return row;
}

export async function readPolicies(db: DbOrTx, store: PolicyStore, orgId: number) {
  return present(store, orgId, await storedRow(db, orgId));
}

/**
 * Stores the changed policies of one organisation (null = back to the default). They apply
 * from the next sign-in, token, password or ability refresh on: the server reads them on use.
 */
export async function updatePolicies(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  orgId: number,
  changes: SecurityPoliciesUpdate,
): Promise<SecurityPolicies> {
  const store = services.policies;
  return services.database.db.transaction(async (tx) => {
    const row = await storedRow(tx, orgId);
    const stored: Record<PolicyName, number | null> = {
      password_min_length: row?.password_min_length ?? null,
      session_inactivity_minutes: row?.session_inactivity_minutes ?? null,
      access_token_lifetime_seconds: row?.access_token_lifetime_seconds ?? null,
      refresh_token_lifetime_seconds: row?.refresh_token_lifetime_seconds ?? null,
      login_rate_limit: row?.login_rate_limit ?? null,
    };
    const next = { ...stored };
    for (const [name, value] of Object.entries(changes) as [PolicyName, number | null | undefined][]) {
      if (value !== undefined) next[name] = value;
    }
    const before = effectivePolicies(store.defaults(), stored);
    const after = effectivePolicies(store.defaults(), next);
    if (after.refresh_token_lifetime_seconds <= after.access_token_lifetime_seconds) {
      throw fieldError('refresh_token_lifetime_seconds', m.refreshNotLonger);
    }
    const changed = (Object.keys(next) as PolicyName[]).filter((k) => next[k] !== stored[k]);
    if (!changed.length) return present(store, orgId, row);
    const values = { ...next, updated_at: new Date(), updated_by: principal.user.id };
    const [saved] = await tx
      .insert(securityPolicies)
      .values({ id_organization: orgId, ...values })
      .onConflictDoUpdate({ target: securityPolicies.id_organization, set: values })
      .returning();
    const pick = (p: Record<PolicyName, number | null>) => Object.fromEntries(changed.map((k) => [k, p[k]]));
    await writeAudit(tx, {
      actorId: principal.user.id,
      idOrganization: orgId,
      action: 'policy.update',
      objectType: 'SecurityPolicy',
      objectId: orgId,
      objectName: await organizationName(tx, orgId),
      // The values in force, and what was stored (null = the default).
      before: { ...pick(before), stored: pick(stored) },
      after: { ...pick(after), stored: pick(next) },
      ip: request.ip,
    });
    return present(store, orgId, saved);
  });
}
