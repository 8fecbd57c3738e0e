import { expect } from '@playwright/test';
import type { AccountApi } from './signIn';

// Records a spec makes for itself through the API, so that what it reads or changes is its own:
// the specs share one server, and a demo account or role another spec changed (or failed to
// change back) must not decide whether this one passes.

let made = 0;
/** A suffix no other record of this run has, in upper case (codes) or as it is. */
export const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}`.toUpperCase();

export type OwnUser = { id: number; email: string; password: string; first_name: string; last_name: string };

/**
 * A Demo Group user of the spec's own, created by `admin` with a password of its own: a test that
 * changes a user (their name, password or rights) changes no demo account another spec signs in with.
 */
export async function createUser(
  admin: AccountApi,
  fields: { role: string; first_name: string; last_name: string; team?: number },
): Promise<OwnUser> {
  const email = `e2e-${unique().toLowerCase()}@demo.local`;
  const password = 'own-user-passw0rd';
  const { status, body } = await admin<{ id: number }>('post', '/api/users/', { ...fields, email, password });
  expect(status, `create ${email}`).toBe(201);
  return { id: body.id, email, password, first_name: fields.first_name, last_name: fields.last_name };
}

type Named = { id: number; code: string };

/** The id of the security module or operation whose code is `code`. */
async function idOf(admin: AccountApi, list: 'modules' | 'operations', code: string) {
  const { body } = await admin<{ results: Named[] }>(
    'get',
    `/api/security/${list}/?search=${code}&page_size=100`,
  );
  const found = body.results.find((row) => row.code === code);
  expect(found, `${list} ${code}`).toBeDefined();
  return found!.id;
}

/** A right as the permission matrix names it: [module code, operation code]. */
export type Right = [module: string, operation: string];

/** Grants (or revokes) `rights` to the security role `roleId`. */
export async function changeRights(
  admin: AccountApi,
  roleId: number,
  rights: Right[],
  action: 'grant' | 'revoke',
) {
  const updates = await Promise.all(
    rights.map(async ([module, operation]) => ({
      role: roleId,
      module: await idOf(admin, 'modules', module),
      operation: await idOf(admin, 'operations', operation),
      action,
    })),
  );
  const { status } = await admin('post', '/api/security/bulk-permissions/', { updates });
  expect(status, `${action} ${JSON.stringify(rights)}`).toBe(200);
}

export type OwnRole = { id: number; name: string; code: string };

/**
 * A custom security role of the Demo Group, the spec's own (no demo user holds it), named `label`
 * and a suffix, with `rights`: a test that grants rights grants them to it, never to a role the
 * demo accounts hold.
 */
export async function createRole(admin: AccountApi, label: string, rights: Right[] = []): Promise<OwnRole> {
  const suffix = unique();
  const [name, code] = [`${label} ${suffix}`, `E2E_${suffix}`];
  const { status, body } = await admin<OwnRole>('post', '/api/security/roles/', {
    name,
    code,
    level: 'team',
  });
  expect(status, `create role ${name}`).toBe(201);
  if (rights.length) await changeRights(admin, body.id, rights, 'grant');
  return body;
}

/** Gives the user `userId` exactly the security roles `roleIds`. */
export async function assignRoles(admin: AccountApi, userId: number, roleIds: number[]) {
  const { status } = await admin('put', `/api/users/${userId}/security-roles/`, { roles: roleIds });
  expect(status, `roles of user ${userId}`).toBe(200);
}
