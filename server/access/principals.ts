import { eq } from 'drizzle-orm';
import {
  buildUserRules,
  createAppAbility,
  type AbilityRule,
  type AccessUser,
  type AppAbility,
} from '../../domain/access';
import type { ChangeFeed } from '../db/changeFeed';
import type { Db, DbOrTx } from '../db/client';
import { organizations } from '../db/tables/organizations';
import { users, type UserRow } from '../db/tables/users';

/**
 * Who is calling: their row, their rules (as sent to the client) and the CASL ability.
 * `tokensRevokedAt` (ms): access tokens signed until then are refused, whatever their expiry
 * (the user was deactivated then; null when never).
 */
export type Principal = {
  user: UserRow;
  rules: AbilityRule[];
  ability: AppAbility;
  tokensRevokedAt: number | null;
  /**
   * The organisation they chose to work in (`users.working_organization`), honoured only for
   * those who may manage organisations: lists show its rows, creates land in it. Null: none chosen.
   */
  workingOrganization: number | null;
};

/** Who may choose the organisation they work in: whoever manages organisations. */
export const switchesOrganization = (ability: AppAbility) => ability.can('manage', 'Organization');

/** The organisation a principal's new rows belong to: the one they work in, else their own. */
export const workingOrganizationOf = (principal: Principal) =>
  principal.workingOrganization ?? principal.user.id_organization;

export const toAccessUser = (u: UserRow): AccessUser => ({
  id: u.id,
  role: u.role,
  id_organization: u.id_organization,
  team: u.team,
  brand: u.brand,
  is_staff: u.is_staff,
  is_superuser: u.is_superuser,
});

/**
 * The rules a user holds beyond their role and flags (the security area's custom roles): given by
 * the area that keeps them, as the platform knows no area.
 */
export type GrantedRules = (db: DbOrTx, user: AccessUser) => Promise<AbilityRule[]>;

async function loadPrincipal(db: Db, user: UserRow, grantedRules: GrantedRules): Promise<Principal> {
  const access = toAccessUser(user);
  const rules = buildUserRules(access, await grantedRules(db, access));
  const tokensRevokedAt = user.tokens_valid_after?.getTime() ?? null;
  const ability = createAppAbility(rules);
  const workingOrganization = switchesOrganization(ability) ? user.working_organization : null;
  return { user, rules, ability, tokensRevokedAt, workingOrganization };
}

/** The tables a principal is read from (their changes are announced by the database). */
const PRINCIPAL_TABLES = new Set([
  'users',
  'organizations',
  'security_roles',
  'role_permissions',
  'user_roles',
  'security_modules',
  'security_operations',
  'security_applications',
]);

/**
 * Principals are cached per user for at most `ttlMs` (the spec's 5 minutes) and dropped at once
 * by this process whenever a user, role or permission changes, so a change applies on the next
 * request; changes another instance makes are heard from the database's change feed and drop
 * them all. Concurrent misses for one user share one load.
 */
export class PrincipalCache {
  private readonly entries = new Map<number, { value: Promise<Principal | null>; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly grantedRules: GrantedRules,
    changes?: ChangeFeed,
    private readonly ttlMs = 5 * 60_000,
  ) {
    changes?.subscribe((table) => {
      if (table === null || PRINCIPAL_TABLES.has(table)) this.invalidate();
    });
  }

  get(userId: number): Promise<Principal | null> {
    const now = Date.now();
    const hit = this.entries.get(userId);
    if (hit && hit.expires > now) return hit.value;
    const value = this.load(userId);
    this.entries.set(userId, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(userId));
    return value;
  }

  invalidate(userId?: number) {
    if (userId === undefined) this.entries.clear();
    else this.entries.delete(userId);
  }

  /** Null for a user who is not there, not active, or whose organisation is not active. */
  private async load(userId: number): Promise<Principal | null> {
    const [found] = await this.db
      .select({ user: users, organizationActive: organizations.is_active })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.id_organization))
      .where(eq(users.id, userId))
      .limit(1);
    if (!found || !found.user.is_active || !found.organizationActive) return null;
    return loadPrincipal(this.db, found.user, this.grantedRules);
  }
}
