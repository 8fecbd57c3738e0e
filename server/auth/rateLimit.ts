import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { rateLimitHits } from '../db/tables/rateLimitHits';

/** Counts a hit of `key` in its fixed window; how many the window holds now, and when it ends. */
async function countHit(db: Db, key: string, windowSeconds: number, now: number) {
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
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  return { count: row?.count ?? 0, retryAfter };
}

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
  const { count, retryAfter } = await countHit(db, key, windowSeconds, now);
  if (count > limit) {
    throw new ApiError(
      429,
      { detail: `Too many attempts. Try again in ${retryAfter} seconds.` },
      { 'Retry-After': String(retryAfter) },
    );
  }
}

/** Counts a hit like `consumeRateLimit`, but answers whether it is within `limit` instead of refusing. */
export async function withinRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<boolean> {
  return (await countHit(db, key, windowSeconds, now)).count <= limit;
}
