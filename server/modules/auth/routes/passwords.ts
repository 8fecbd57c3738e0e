import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
} from '../../../../domain/auth/schemas';
import { MAX_ID } from '../../../../domain/common/fields';
import { DetailSchema } from '../../../../domain/common/pagination';
import { authenticate, principalOf } from '../../../auth/authenticate';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { consumeRateLimit, withinRateLimit } from '../../../auth/rateLimit';
import { hashOpaqueToken } from '../../../auth/tokens';
import { writeAudit } from '../../../db/audit';
import { users } from '../../../db/tables/users';
import { ApiError, fieldError } from '../../../http/errors';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { queuePasswordResetLink } from '../resetLink';
import { revokeUserTokens } from '../sessions';
import { passwordResetTokens } from '../tables';
import { authTag, openRoute } from './answers';

/** Reset links one address may receive in an hour. */
export const RESET_MAILS_PER_HOUR = 3;

const badResetLink = () =>
  new ApiError(400, { token: ['This password reset link is invalid or has expired.'] });

const decodeUid = (uid: string) => {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

/** Changing one's password (signed in), and resetting a forgotten one by an emailed link. */
export function passwordRoutes(app: App, services: Services) {
  const { db } = services.database;
  const { principals, config, policies } = services;
  const limit = config.loginRateLimit;

  app.post(
    '/auth/password/change/',
    {
      config: { requires: 'signed-in' },
      onRequest: authenticate(services),
      schema: {
        ...authTag,
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
          objectName: user.email,
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
      config: { errors: [429] },
      schema: {
        ...openRoute,
        summary: 'Email a password reset link (always 200)',
        body: PasswordResetSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      await consumeRateLimit(db, `reset:ip:${request.ip}`, limit.perIp, limit.windowSeconds);
      // Counted for every address, known or not, and answered the same either way: a recipient
      // gets a few links an hour, and the answer never says whether the address has an account.
      const mayMail = await withinRateLimit(db, `reset:email:${email}`, RESET_MAILS_PER_HOUR, 3600);
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (user?.is_active && mayMail) {
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
        ...openRoute,
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
          objectName: user.email,
          ip: request.ip,
        });
      });
      principals.invalidate(userId);
      return { detail: 'Password has been reset with the new password.' };
    },
  );
}
