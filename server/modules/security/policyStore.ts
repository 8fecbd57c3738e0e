import { eq, sql } from 'drizzle-orm';
import { messages, PASSWORD_MIN_LENGTH } from '../../../domain/common/messages';
import {
  DEFAULT_SESSION_INACTIVITY_MINUTES,
  effectivePolicies,
  type SecurityPolicyValues,
} from '../../../domain/security/policies';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError } from '../../http/errors';
import { users } from '../../db/tables/users';
import { securityPolicies } from './tables';

import type { TokenLifetimes } from '../../auth/tokens';

/**
 * The security policies the server enforces, read from `security_policies` on every use (no
 * cache), so a change applies to the very next sign-in, token or password, on every instance,
 * without a restart. Methods take the transaction they run in where there is one: PGlite has
 * a single connection and a query outside an open transaction would wait for it forever.
 */
export class PolicyStore {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  defaults(): SecurityPolicyValues {
    return {
      password_min_length: PASSWORD_MIN_LENGTH,
      session_inactivity_minutes: DEFAULT_SESSION_INACTIVITY_MINUTES,
      access_token_lifetime_seconds: this.config.accessTokenTtl,
      refresh_token_lifetime_seconds: this.config.refreshTokenTtl,
      login_rate_limit: this.config.loginRateLimit.perEmail,
    };
  }

  get loginRateWindowSeconds() {
    return this.config.loginRateLimit.windowSeconds;
  }

  async forOrganization(orgId: number, db: DbOrTx = this.db): Promise<SecurityPolicyValues> {
    const [row] = await db
      .select()
      .from(securityPolicies)
      .where(eq(securityPolicies.id_organization, orgId))
      .limit(1);
    return effectivePolicies(this.defaults(), row);
  }

  /** The policies of the user's organisation; the defaults for an unknown user. */
  async forUser(userId: number, db: DbOrTx = this.db): Promise<SecurityPolicyValues> {
    const [row] = await db
      .select({ policy: securityPolicies })
      .from(users)
      .leftJoin(securityPolicies, eq(securityPolicies.id_organization, users.id_organization))
      .where(eq(users.id, userId))
      .limit(1);
    return effectivePolicies(this.defaults(), row?.policy ?? undefined);
  }

  /** The policies of the organisation owning this email; the defaults when nobody does. */
  async forEmail(email: string, db: DbOrTx = this.db): Promise<SecurityPolicyValues> {
    const [row] = await db
      .select({ policy: securityPolicies })
      .from(users)
      .leftJoin(securityPolicies, eq(securityPolicies.id_organization, users.id_organization))
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return effectivePolicies(this.defaults(), row?.policy ?? undefined);
  }

  async tokenLifetimes(userId: number, db: DbOrTx = this.db): Promise<TokenLifetimes> {
    const p = await this.forUser(userId, db);
    return {
      accessTtlSeconds: p.access_token_lifetime_seconds,
      refreshTtlSeconds: p.refresh_token_lifetime_seconds,
    };
  }

  /** 400 on `field` when the password is shorter than the organisation's minimum. */
  async assertPassword(orgId: number, password: string, field: string, db: DbOrTx = this.db) {
    const { password_min_length } = await this.forOrganization(orgId, db);
    if (password.length < password_min_length)
      throw fieldError(field, messages.passwordMin(password_min_length));
  }
}
