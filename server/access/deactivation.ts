import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../modules/audit/table';
import type { UserRow } from '../modules/users/table';

/**
 * When `user` was last deactivated, if an access token signed before that could still be
 * unexpired (within `maxTokenAgeMs`): such tokens stay refused after a reactivation. Null when
 * there is none.
 *
 * No column records it: the deactivation's audit row (written in the transaction of the change,
 * `user.update` with `after.is_active = false`) does. Two bounds keep this cheap:
 * - a deactivation sets `updated_at`, which only moves forward, so a user not updated within
 *   `maxTokenAgeMs` has no deactivation a live token could predate: no query at all;
 * - otherwise only that window of the user's organisation's audit log is read (its index on
 *   organisation and date).
 */
export async function lastDeactivation(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'id_organization' | 'updated_at'>,
  maxTokenAgeMs: number,
  now = Date.now(),
): Promise<number | null> {
  const since = new Date(now - maxTokenAgeMs);
  if (user.updated_at < since) return null;
  const [row] = await db
    .select({ at: auditLogs.created_at })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.id_organization, user.id_organization),
        gt(auditLogs.created_at, since),
        eq(auditLogs.object_type, 'User'),
        eq(auditLogs.object_id, String(user.id)),
        eq(auditLogs.action, 'user.update'),
        sql`${auditLogs.after} ->> 'is_active' = 'false'`,
      ),
    )
    .orderBy(desc(auditLogs.created_at))
    .limit(1);
  return row ? row.at.getTime() : null;
}
