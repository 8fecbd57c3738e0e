import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { hashOpaqueToken, newOpaqueToken, type TokenService } from '../../auth/tokens';
import { REFRESH_TOKEN_REUSED_CODE } from '../../../domain/security/events';
import { ApiError, unauthorized } from '../../http/errors';
import { refreshTokens } from './tables';

export async function issueRefreshToken(
  db: DbOrTx,
  tokens: TokenService,
  userId: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newOpaqueToken();
  // The lifetime of the organisation's policy at the time of issue.
  const { refreshTtlSeconds } = await tokens.lifetimesFor(db, userId);
  await db.insert(refreshTokens).values({
    user_id: userId,
    token_hash: hashOpaqueToken(token),
    family_id: familyId,
    expires_at: new Date(Date.now() + refreshTtlSeconds * 1000),
  });
  return token;
}

/** An access token with the lifetime of the user's organisation's policy. */
export async function signAccessFor(db: DbOrTx, tokens: TokenService, userId: number) {
  const { accessTtlSeconds } = await tokens.lifetimesFor(db, userId);
  return tokens.signAccess(userId, Date.now(), accessTtlSeconds);
}

export async function issueSession(db: DbOrTx, tokens: TokenService, userId: number) {
  const refresh = await issueRefreshToken(db, tokens, userId);
  return { access: await signAccessFor(db, tokens, userId), refresh };
}

const invalidRefresh = () => unauthorized('Token is invalid or expired');

/**
 * The 401 for a refresh token presented again after its exchange: the sign-in is revoked as
 * stolen, and its own code lets the client say so rather than that the session merely ended.
 */
export const refreshTokenReused = () =>
  new ApiError(401, {
    detail: 'This sign-in was ended because its refresh token was used twice.',
    code: REFRESH_TOKEN_REUSED_CODE,
  });

/**
 * Exchanges a refresh token for a new pair. A token that was already exchanged is a sign of
 * theft: its whole family (every token of that sign-in) is revoked.
 * Returns the user id; the caller checks the user is still active.
 */
export async function rotateRefreshToken(db: DbOrTx, tokens: TokenService, presented: string) {
  const hash = hashOpaqueToken(presented);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash)).limit(1);
  if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) throw invalidRefresh();
  // Marking it rotated only if nobody did first makes two concurrent uses count as reuse.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotated_at: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotated_at)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.family_id);
    return { reused: true as const, userId: row.user_id };
  }
  const refresh = await issueRefreshToken(db, tokens, row.user_id, row.family_id);
  return { reused: false as const, userId: row.user_id, refresh };
}

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

export async function revokeUserTokens(db: DbOrTx, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}

/**
 * Ends every sign-in of an organisation's users (it was deactivated): their refresh tokens are
 * revoked and the access tokens they hold are refused from now on, even after a reactivation.
 */
export async function revokeOrganizationTokens(db: DbOrTx, orgId: number) {
  const members = db.select({ id: users.id }).from(users).where(eq(users.id_organization, orgId));
  await db.update(users).set({ tokens_valid_after: new Date() }).where(eq(users.id_organization, orgId));
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(inArray(refreshTokens.user_id, members), isNull(refreshTokens.revoked_at)));
}

/** Logout with a refresh token ends that sign-in; without one, every sign-in of the user. */
export async function revokeForLogout(db: DbOrTx, userId: number, presented?: string) {
  if (presented) {
    const [row] = await db
      .select({ family_id: refreshTokens.family_id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.token_hash, hashOpaqueToken(presented)), eq(refreshTokens.user_id, userId)))
      .limit(1);
    if (row) return revokeFamily(db, row.family_id);
  }
  return revokeUserTokens(db, userId);
}
