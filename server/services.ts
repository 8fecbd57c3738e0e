import type { Config } from './config';
import type { Database } from './db/client';
import { PrincipalCache } from './access/principals';
import { ReadCache } from './http/readCache';
import type { AnyResource } from './http/resource';
import { TokenService } from './auth/tokens';
import { resolveJwtSecret } from './auth/secret';
import { loadCustomRules } from './modules/security/customRules';
import { PolicyStore } from './modules/security/policyStore';

/** What route modules need, built once per app and passed in (tests build their own). */
export type Services = {
  config: Config;
  database: Database;
  tokens: TokenService;
  principals: PrincipalCache;
  /** Security policies per organisation (password length, token lifetimes, ...). */
  policies: PolicyStore;
  /** Answers of hot reads until their data changes (list routes opt in). */
  readCache: ReadCache;
  /** The resources the app's routes declared (server/http/resource.ts), as they registered. */
  resources: AnyResource[];
};

export function createServices(config: Config, database: Database, dataDir: string | null): Services {
  const secret = resolveJwtSecret(config.jwtSecret, dataDir);
  const policies = new PolicyStore(database.db, config);
  return {
    config,
    database,
    // New tokens get the lifetimes of the holder's organisation's policy.
    tokens: new TokenService(secret, config.accessTokenTtl, config.refreshTokenTtl, (db, userId) =>
      policies.tokenLifetimes(userId, db),
    ),
    principals: new PrincipalCache(database.db, loadCustomRules, database.changes()),
    policies,
    readCache: new ReadCache(database.changes()),
    resources: [],
  };
}
