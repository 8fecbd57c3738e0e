import type { Config } from './config';
import type { Database } from './db/client';
import { PrincipalCache } from './access/principals';
import { TokenService } from './auth/tokens';
import { resolveJwtSecret } from './auth/secret';

/** What route modules need, built once per app and passed in (tests build their own). */
export type Services = {
  config: Config;
  database: Database;
  tokens: TokenService;
  principals: PrincipalCache;
};

export function createServices(config: Config, database: Database, dataDir: string | null): Services {
  const secret = resolveJwtSecret(config.jwtSecret, dataDir);
  return {
    config,
    database,
    tokens: new TokenService(secret, config.accessTokenTtl, config.refreshTokenTtl),
    principals: new PrincipalCache(database.db),
  };
}
