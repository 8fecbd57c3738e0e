import type { FastifyBaseLogger } from 'fastify';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import { queueEmail } from '../mail/outbox';
import { passwordResetTokens } from './tables';

/** A reset link asked for on /forgot-password is good for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The link a new account is sent instead of a password: long enough to be read after a weekend. */
export const WELCOME_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;

export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

type Recipient = { id: number; email: string };

const emails = {
  reset: (user: Recipient, link: string) => ({
    subject: 'Reset your password',
    body: `Someone asked to reset the password of ${user.email}.\nOpen this link within one hour to choose a new one:\n${link}\nIf it was not you, ignore this email.`,
  }),
  welcome: (user: Recipient, link: string) => ({
    subject: 'Your new account: choose a password',
    body: `An account was created for ${user.email}.\nOpen this link within 72 hours to choose your password:\n${link}\nIf you did not expect this, ignore this email.`,
  }),
};

/**
 * Stores a single-use reset token for `user` and queues the email with its link, in the caller's
 * transaction (so the token and the email exist together or not at all). `welcome` is the
 * variant sent to an account created without a password. The link is confirmed by
 * POST /auth/password/reset/confirm/{uid}/{token}/.
 */
export async function queuePasswordResetLink(
  db: DbOrTx,
  log: FastifyBaseLogger,
  user: Recipient,
  opts: { isProduction: boolean; kind?: 'reset' | 'welcome' },
) {
  const kind = opts.kind ?? 'reset';
  const token = newOpaqueToken();
  const link = `/reset-password?uid=${encodeUid(user.id)}&token=${token}`;
  await db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: hashOpaqueToken(token),
    expires_at: new Date(Date.now() + (kind === 'welcome' ? WELCOME_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS)),
  });
  await queueEmail(db, log, { to: user.email, ...emails[kind](user, link) }, opts.isProduction);
}
