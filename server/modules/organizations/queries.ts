import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/tables/organizations';

/** The organisation's name, or null when there is no such organisation. */
export async function organizationName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row?.name ?? null;
}
