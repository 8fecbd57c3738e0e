import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AbilitiesResponseSchema,
  CurrentUserSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
  SignupSchema,
  TokenPairSchema,
  TokenRefreshRequestSchema,
} from '../../../domain/auth/schemas';
import { MAX_ID } from '../../../domain/common/fields';
import { DetailSchema } from '../../../domain/common/pagination';
import { UserUpdateSchema } from '../../../domain/users/schemas';
import { rulesForWire } from '../../../domain/access';
import { authenticate, principalOf } from '../../auth/authenticate';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { consumeRateLimit } from '../../auth/rateLimit';
import { hashOpaqueToken } from '../../auth/tokens';
import { isUniqueViolation } from '../../db/errors';
import { KEEPS_READ_CACHE } from '../../http/readCache';
import { ApiError, detailError, fieldError, unauthorized } from '../../http/errors';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { organizationName } from '../organizations/queries';
import { organizations } from '../../db/tables/organizations';
import { serializeUser } from '../users/serialize';
import { updateUser } from '../users/service';
import { users, type UserRow } from '../../db/tables/users';
import { queuePasswordResetLink } from './resetLink';
import { passwordResetTokens } from './tables';
import {
  issueSession,
  revokeForLogout,
  revokeUserTokens,
  rotateRefreshToken,
  signAccessFor,
} from './sessions';

const badCredentials = () =>
  new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] });
const badResetLink = () =>
  new ApiError(400, { token: ['This password reset link is invalid or has expired.'] });

const decodeUid = (uid: string) => {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

const tag = { tags: ['auth'] };
/** Routes called without a token: the OpenAPI document says so. */
const open = { ...tag, security: [] };

export async function authRoutes(app: App, services: Services) {
  const { db } = services.database;
  const { tokens, principals, config, policies } = services;
  const requireAuth = authenticate(services);
  const limit = config.loginRateLimit;

  /** Spec §9 inactivity limit, per the organisation's security policy; the SPA reads it here. */
  const inactivityMinutes = async (orgId: number) =>
    (await policies.forOrganization(orgId)).session_inactivity_minutes;

  /** The user as the auth endpoints answer it: with their organisation's name. */
  const currentUser = async (row: UserRow) => ({
    ...serializeUser(row),
    organization_name: await organizationName(db, row.id_organization),
  });

  async function sessionResponse(userId: number) {
    const principal = await principals.get(userId);
    if (!principal) throw badCredentials();
    return principal;
  }

  app.post(
    '/auth/login/',
    {
      ...KEEPS_READ_CACHE,
      schema: {
        ...open,
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
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok || !user.is_active) throw badCredentials();
      const session = await db.transaction(async (tx) => {
        await tx.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
        return issueSession(tx, tokens, user.id);
      });
      principals.invalidate(user.id);
      const principal = await sessionResponse(user.id);
      return {
        user: await currentUser(principal.user),
        access_token: session.access,
        refresh_token: session.refresh,
        userAbilityRules: rulesForWire(principal.rules),
        session_inactivity_minutes: await inactivityMinutes(principal.user.id_organization),
      };
    },
  );

  app.post(
    '/auth/token/refresh/',
    {
      ...KEEPS_READ_CACHE,
      schema: {
        ...open,
        summary: 'Exchange a refresh token (rotates it)',
        body: TokenRefreshRequestSchema,
        response: { 200: TokenPairSchema },
      },
    },
    async (request) => {
      const result = await db.transaction((tx) => rotateRefreshToken(tx, tokens, request.body.refresh));
      if (result.reused) throw unauthorized('Token is invalid or expired');
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
      ...KEEPS_READ_CACHE,
      onRequest: requireAuth,
      schema: {
        ...tag,
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

  app.get(
    '/auth/user/',
    {
      onRequest: requireAuth,
      schema: {
        ...tag,
        summary: 'The signed-in user, with their organisation name',
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => currentUser(principalOf(request).user),
  );

  app.patch(
    '/auth/user/',
    {
      onRequest: requireAuth,
      schema: {
        ...tag,
        summary: 'Update own profile (fields per role rules)',
        body: UserUpdateSchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await updateUser(services, request, principal, principal.user, request.body, {
        self: true,
      });
      return currentUser(row);
    },
  );

  app.get(
    '/auth/abilities/',
    {
      onRequest: requireAuth,
      schema: {
        ...tag,
        summary: 'Ability rules of the signed-in user',
        response: { 200: AbilitiesResponseSchema },
      },
    },
    async (request) => {
      const { rules, user } = principalOf(request);
      return {
        userAbilityRules: rulesForWire(rules),
        session_inactivity_minutes: await inactivityMinutes(user.id_organization),
      };
    },
  );

  app.post(
    '/auth/password/change/',
    {
      onRequest: requireAuth,
      schema: {
        ...tag,
        summary: 'Change own password (signs out other sessions)',
        body: PasswordChangeSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      if (!(await verifyPassword(user.password_hash, request.body.old_password))) {
        throw fieldError('old_password', 'Your old password was entered incorrectly. Please enter it again.');
      }
      await policies.assertPassword(user.id_organization, request.body.new_password1, 'new_password1');
      const password_hash = await hashPassword(request.body.new_password1);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash, updated_at: new Date() }).where(eq(users.id, user.id));
        await revokeUserTokens(tx, user.id);
        await writeAudit(tx, {
          actorId: user.id,
          idOrganization: user.id_organization,
          action: 'user.password_change',
          objectType: 'User',
          objectId: user.id,
          ip: request.ip,
        });
      });
      principals.invalidate(user.id);
      return { detail: 'New password has been saved.' };
    },
  );

  app.post(
    '/auth/password/reset/',
    {
      schema: {
        ...open,
        summary: 'Email a password reset link (always 200)',
        body: PasswordResetSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      await consumeRateLimit(db, `reset:ip:${request.ip}`, limit.perIp, limit.windowSeconds);
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (user?.is_active) {
        await db.transaction((tx) =>
          queuePasswordResetLink(tx, request.log, user, { isProduction: config.env === 'production' }),
        );
      }
      return { detail: 'Password reset e-mail has been sent.' };
    },
  );

  app.post(
    '/auth/password/reset/confirm/:uid/:token/',
    {
      schema: {
        ...open,
        summary: 'Set a new password with a reset link (single use, 1 hour)',
        params: z.object({ uid: z.string().max(64), token: z.string().max(256) }),
        body: PasswordResetConfirmSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      const { uid, token } = request.params;
      if (request.body.uid !== uid || request.body.token !== token) throw badResetLink();
      const userId = decodeUid(uid);
      if (!userId) throw badResetLink();
      const password_hash = await hashPassword(request.body.new_password1);
      await db.transaction(async (tx) => {
        // Claiming the token in one conditional update makes it single-use even under races.
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ used_at: new Date() })
          .where(
            and(
              eq(passwordResetTokens.token_hash, hashOpaqueToken(token)),
              eq(passwordResetTokens.user_id, userId),
              isNull(passwordResetTokens.used_at),
              gt(passwordResetTokens.expires_at, new Date()),
            ),
          )
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) throw badResetLink();
        // Checked once the link is known to be good, so it tells nothing about other accounts;
        // a too-short password rolls the claim back and the link stays usable.
        const [owner] = await tx
          .select({ id_organization: users.id_organization })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        if (!owner) throw badResetLink();
        await policies.assertPassword(owner.id_organization, request.body.new_password1, 'new_password1', tx);
        const [user] = await tx
          .update(users)
          .set({ password_hash, updated_at: new Date() })
          .where(and(eq(users.id, userId), eq(users.is_active, true)))
          .returning();
        if (!user) throw badResetLink();
        await tx
          .update(passwordResetTokens)
          .set({ used_at: new Date() })
          .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
        await revokeUserTokens(tx, userId);
        await writeAudit(tx, {
          actorId: userId,
          idOrganization: user.id_organization,
          action: 'user.password_reset',
          objectType: 'User',
          objectId: userId,
          ip: request.ip,
        });
      });
      principals.invalidate(userId);
      return { detail: 'Password has been reset with the new password.' };
    },
  );

  app.post(
    '/auth/signup/',
    {
      schema: {
        ...open,
        summary: 'Create an account (only with ALLOW_SIGNUP=true)',
        body: SignupSchema,
        response: { 201: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      if (!config.allowSignup)
        throw detailError(403, 'Sign-up is disabled on this server. Ask an administrator for an account.');
      await consumeRateLimit(db, `signup:ip:${request.ip}`, limit.perIp, limit.windowSeconds);
      const { email, password1, first_name, last_name } = request.body;
      const [signupOrg] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .orderBy(organizations.id)
        .limit(1);
      if (signupOrg) await policies.assertPassword(signupOrg.id, password1, 'password1');
      const password_hash = await hashPassword(password1);
      try {
        const { user, session } = await db.transaction(async (tx) => {
          const [org] = await tx
            .select({ id: organizations.id })
            .from(organizations)
            .orderBy(organizations.id)
            .limit(1);
          if (!org) throw detailError(503, 'No organisation exists yet to sign up into.');
          const [user] = await tx
            .insert(users)
            .values({
              email: email.toLowerCase(),
              password_hash,
              first_name,
              last_name,
              role: 'user',
              id_organization: org.id,
              last_login: new Date(),
            })
            .returning();
          await writeAudit(tx, {
            actorId: user!.id,
            idOrganization: org.id,
            action: 'user.signup',
            objectType: 'User',
            objectId: user!.id,
            after: user,
          });
          return { user: user!, session: await issueSession(tx, tokens, user!.id) };
        });
        const principal = await sessionResponse(user.id);
        return reply.status(201).send({
          user: await currentUser(principal.user),
          access_token: session.access,
          refresh_token: session.refresh,
          userAbilityRules: rulesForWire(principal.rules),
          session_inactivity_minutes: await inactivityMinutes(principal.user.id_organization),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', 'A user with that email already exists.');
        throw error;
      }
    },
  );
}
