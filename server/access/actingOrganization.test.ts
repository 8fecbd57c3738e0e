import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSeededCopy } from '../../tests/support/seededTemplate';
import type { Database } from '../db/client';
import { organizations } from '../db/tables/organizations';
import type { UserRow } from '../db/tables/users';
import { ApiError } from '../http/errors';
import { actingOrganization, type ReachesOrganization } from './actingOrganization';
import type { Principal } from './principals';

// The demo data's two organisations, and an id no organisation has.
let database: Database;
let drop: () => Promise<void>;
let demo: number;
let acme: number;
const MISSING = 987654;
beforeAll(async () => {
  ({ database, drop } = await openSeededCopy(process.env.DATABASE_URL));
  const idOf = async (code: string) =>
    (
      await database.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.code, code))
    )[0]!.id;
  demo = await idOf('DEMO');
  acme = await idOf('ACME');
});
afterAll(async () => {
  await database.close();
  await drop();
});

// Only the caller's organisations matter here: whether they may reach another is the rule given.
const memberOf = (id_organization: number, workingOrganization: number | null = null) =>
  ({ user: { id_organization } as UserRow, workingOrganization }) as Principal;
const everywhere: ReachesOrganization = () => true;
const nowhere: ReachesOrganization = () => false;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      const { statusCode, body } = error as ApiError;
      return { statusCode, body };
    },
  );

describe('actingOrganization', () => {
  it('acts on the organisation the caller works in when they name none or that one, without asking the rule', async () => {
    const mayReach = vi.fn(nowhere);
    for (const named of [undefined, null, demo])
      expect(await actingOrganization(database.db, memberOf(demo), named, mayReach)).toBe(demo);
    expect(await actingOrganization(database.db, memberOf(demo, acme), undefined, mayReach)).toBe(acme);
    expect(await actingOrganization(database.db, memberOf(demo, acme), acme, mayReach)).toBe(acme);
    expect(mayReach).not.toHaveBeenCalled();
  });

  it('acts on another organisation the rule lets the caller reach', async () => {
    const caller = memberOf(demo);
    const mayReach = vi.fn(everywhere);
    expect(await actingOrganization(database.db, caller, acme, mayReach)).toBe(acme);
    expect(mayReach).toHaveBeenCalledWith(caller, acme);
  });

  it('refuses another organisation out of reach as "Not found.", the same answer as one that does not exist', async () => {
    const outOfReach = await refusal(actingOrganization(database.db, memberOf(demo), acme, nowhere));
    const missing = await refusal(actingOrganization(database.db, memberOf(demo), MISSING, everywhere));
    expect(outOfReach).toEqual({ statusCode: 404, body: { detail: 'Not found.' } });
    expect(missing).toEqual(outOfReach);
  });
});
