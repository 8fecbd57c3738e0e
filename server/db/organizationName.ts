import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { organizations } from './tables/organizations';

/** An organisation's name (null when there is none): what the app shows and the audit log keeps. */
export async function organizationName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row?.name ?? null;
}

/** Whether organisation `id` exists (one named by a caller, before anything is done for it). */
export async function organizationExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row !== undefined;
}
