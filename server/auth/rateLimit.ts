import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { rateLimitHits } from '../db/tables/rateLimitHits';

/**
 * Fixed-window counters in the database, so every instance behind a load balancer counts the
 * same attempts. Throws 429 with Retry-After once `key` passed `limit` in the window.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.window_start],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  // Old windows are useless; sweeping now and then keeps the table small without a scheduler.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.window_start, new Date(now - 86_400_000)));
  }
  if ((row?.count ?? 0) > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw new ApiError(
      429,
      { detail: `Too many attempts. Try again in ${retryAfter} seconds.` },
      { 'Retry-After': String(retryAfter) },
    );
  }
}
