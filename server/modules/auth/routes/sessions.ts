import { eq, sql } from 'drizzle-orm';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  TokenPairSchema,
  TokenRefreshRequestSchema,
} from '../../../../domain/auth/schemas';
import { DetailSchema } from '../../../../domain/common/pagination';
import { authenticate, principalOf } from '../../../auth/authenticate';
import { verifyPassword } from '../../../auth/passwords';
import { consumeRateLimit } from '../../../auth/rateLimit';
import { organizations } from '../../../db/tables/organizations';
import { users } from '../../../db/tables/users';
import { unauthorized } from '../../../http/errors';
import { KEEPS_READ_CACHE } from '../../../http/readCache';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { recordDetectedIncident, recordFailedSignIn } from '../../security/events';
import {
  issueSession,
  refreshTokenReused,
  revokeForLogout,
  revokeUserTokens,
  rotateRefreshToken,
  signAccessFor,
} from '../sessions';
import { authAnswers, authTag, badCredentials, openRoute } from './answers';

/** Signing in (rate-limited per address and per account), refreshing the tokens, signing out. */
export function sessionRoutes(app: App, services: Services) {
  const { db } = services.database;
  const { tokens, principals, policies } = services;
  const limit = services.config.loginRateLimit;
  const { signedIn } = authAnswers(services);

  app.post(
    '/auth/login/',
    {
      config: { keepsReadCache: true, errors: [429] },
      schema: {
        ...openRoute,
        summary: 'Sign in',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await consumeRateLimit(db, `login:ip:${request.ip}`, limit.perIp, limit.windowSeconds);
      // Per account: the limit of the organisation's security policy (the default when unknown).
      const { login_rate_limit } = await policies.forEmail(email);
      await consumeRateLimit(db, `login:email:${email.toLowerCase()}`, login_rate_limit, limit.windowSeconds);
      const [found] = await db
        .select({ user: users, organizationActive: organizations.is_active })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.id_organization))
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      const user = found?.user;
      const ok = await verifyPassword(user?.password_hash, password);
      // A deactivated account or organisation reads as wrong credentials: it reveals nothing.
      if (!user || !ok || !user.is_active || !found.organizationActive) {
        await recordFailedSignIn(db, request, user?.id ?? null);
        throw badCredentials();
      }
      const session = await db.transaction(async (tx) => {
        await tx.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
        return issueSession(tx, tokens, user.id);
      });
      principals.invalidate(user.id);
      return signedIn(user.id, session);
    },
  );

  app.post(
    '/auth/token/refresh/',
    {
      config: { keepsReadCache: true, errors: [401] },
      schema: {
        ...openRoute,
        summary: 'Exchange a refresh token (rotates it)',
        body: TokenRefreshRequestSchema,
        response: { 200: TokenPairSchema },
      },
    },
    async (request) => {
      const result = await db.transaction((tx) => rotateRefreshToken(tx, tokens, request.body.refresh));
      if (result.reused) {
        await recordDetectedIncident(db, request, {
          userId: result.userId,
          type: 'token_refresh_failed',
          reason: 'refresh_token_reused',
        });
        throw refreshTokenReused();
      }
      const principal = await principals.get(result.userId);
      if (!principal) {
        await revokeUserTokens(db, result.userId);
        throw unauthorized('User not found or inactive.');
      }
      return { access: await signAccessFor(db, tokens, result.userId), refresh: result.refresh };
    },
  );

  app.post(
    '/auth/logout/',
    {
      config: { ...KEEPS_READ_CACHE.config, requires: 'signed-in' },
      onRequest: authenticate(services),
      schema: {
        ...authTag,
        summary: 'Sign out (revokes refresh tokens)',
        body: LogoutRequestSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      await revokeForLogout(db, principalOf(request).user.id, request.body?.refresh);
      return { detail: 'Successfully logged out.' };
    },
  );
}
