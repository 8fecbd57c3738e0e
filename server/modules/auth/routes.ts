import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AbilitiesResponseSchema,
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
import { UserSchema, UserUpdateSchema } from '../../../domain/users/schemas';
import { rulesForWire } from '../../../domain/access';
import { authenticate, principalOf } from '../../auth/authenticate';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { consumeRateLimit } from '../../auth/rateLimit';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens';
import { isUniqueViolation } from '../../db/errors';
import { ApiError, detailError, fieldError, unauthorized } from '../../http/errors';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { writeAudit } from '../audit/write';
import { queueEmail } from '../mail/outbox';
import { organizations } from '../organizations/table';
import { serializeUser } from '../users/serialize';
import { updateUser } from '../users/service';
import { users } from '../users/table';
import { passwordResetTokens } from './tables';
import { issueSession, revokeForLogout, revokeUserTokens, rotateRefreshToken } from './sessions';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const badCredentials = () =>
  new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] });
const badResetLink = () =>
  new ApiError(400, { token: ['This password reset link is invalid or has expired.'] });

const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
const decodeUid = (uid: string) => {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

const tag = { tags: ['auth'] };
/** Routes called without a token: the OpenAPI document says so. */
const open = { ...tag, security: [] };

export async function authRoutes(app: App, services: Services) {
  const { db } = services.database;
  const { tokens, principals, config } = services;
  const requireAuth = authenticate(services);
  const limit = config.loginRateLimit;

  async function sessionResponse(userId: number) {
    const principal = await principals.get(userId);
    if (!principal) throw badCredentials();
    return principal;
  }

  app.post(
    '/auth/login/',
    {
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
      await consumeRateLimit(db, `login:email:${email.toLowerCase()}`, limit.perEmail, limit.windowSeconds);
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
        user: serializeUser(principal.user),
        access_token: session.access,
        refresh_token: session.refresh,
        userAbilityRules: rulesForWire(principal.rules),
      };
    },
  );

  app.post(
    '/auth/token/refresh/',
    {
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
      return { access: await tokens.signAccess(result.userId), refresh: result.refresh };
    },
  );

  app.post(
    '/auth/logout/',
    {
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
      schema: { ...tag, summary: 'The signed-in user', response: { 200: UserSchema } },
    },
    async (request) => serializeUser(principalOf(request).user),
  );

  app.patch(
    '/auth/user/',
    {
      onRequest: requireAuth,
      schema: {
        ...tag,
        summary: 'Update own profile (fields per role rules)',
        body: UserUpdateSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await updateUser(services, request, principal, principal.user, request.body, {
        self: true,
      });
      return serializeUser(row);
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
    async (request) => ({ userAbilityRules: rulesForWire(principalOf(request).rules) }),
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
        const token = newOpaqueToken();
        const link = `/reset-password?uid=${encodeUid(user.id)}&token=${token}`;
        await db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            user_id: user.id,
            token_hash: hashOpaqueToken(token),
            expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          });
          await queueEmail(
            tx,
            request.log,
            {
              to: user.email,
              subject: 'Reset your password',
              body: `Someone asked to reset the password of ${user.email}.\nOpen this link within one hour to choose a new one:\n${link}\nIf it was not you, ignore this email.`,
            },
            config.env === 'production',
          );
        });
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
          user: serializeUser(principal.user),
          access_token: session.access,
          refresh_token: session.refresh,
          userAbilityRules: rulesForWire(principal.rules),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', 'A user with that email already exists.');
        throw error;
      }
    },
  );
}
