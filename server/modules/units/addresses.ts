import { and, eq, getTableName } from 'drizzle-orm';
import {
  UNIT_OWNER_KINDS,
  UnitAddressCreateSchema,
  UnitAddressListQuerySchema,
  UnitAddressSchema,
  UnitAddressUpdateSchema,
  UnitContactCreateSchema,
  UnitContactListQuerySchema,
  UnitContactSchema,
  UnitContactUpdateSchema,
  unitMessages as m,
  type UnitKind,
  type UnitOwnerKind,
} from '../../../domain/units';
import { accessibleWhere } from '../../access/sqlScope';
import { authorize } from '../../auth/authenticate';
import { organizations } from '../../db/tables/organizations';
import { notFound } from '../../http/errors';
import type { BaseRow } from '../../http/resource';
import { subResourceRoutes, type Parent } from '../../http/subResource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { unitAddresses, unitContacts } from './tables';

/**
 * The organisation itself as the owner of its profile's addresses and contacts
 * (`/organizations/{id}/addresses/`): readable by who reads it, changed by who updates it.
 */
export const organizationParent: Parent = {
  path: '/organizations/',
  subjectName: 'Organization',
  async findFor(db, principal, id, action) {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          eq(organizations.id, id),
          accessibleWhere(principal.ability, 'read', 'Organization', { id: organizations.id }),
        ),
      )
      .limit(1);
    if (!row) throw notFound();
    if (action !== 'read') authorize(principal, action, 'Organization', { id: row.id });
    return { id: row.id, id_organization: row.id };
  },
  instance: async (_db, row) => ({ id: row.id }),
};

const OWNED = [
  {
    name: 'UnitAddress',
    what: 'address',
    segment: 'addresses',
    table: unitAddresses,
    schemas: {
      item: UnitAddressSchema,
      create: UnitAddressCreateSchema,
      update: UnitAddressUpdateSchema,
      listQuery: UnitAddressListQuerySchema,
    },
    orderable: {
      is_main: unitAddresses.is_main,
      address: unitAddresses.address,
      city: unitAddresses.city,
      created_at: unitAddresses.created_at,
    },
    searchable: [unitAddresses.address, unitAddresses.city, unitAddresses.postal_code, unitAddresses.country],
  },
  {
    name: 'UnitContact',
    what: 'contact',
    segment: 'contacts',
    table: unitContacts,
    schemas: {
      item: UnitContactSchema,
      create: UnitContactCreateSchema,
      update: UnitContactUpdateSchema,
      listQuery: UnitContactListQuerySchema,
    },
    orderable: {
      is_main: unitContacts.is_main,
      contact_name: unitContacts.contact_name,
      created_at: unitContacts.created_at,
    },
    searchable: [unitContacts.contact_name, unitContacts.email, unitContacts.phone, unitContacts.mobile],
  },
] as const;

/**
 * The addresses and contacts of every owner kind: `/{owners}/{id}/addresses/` and `…/contacts/`,
 * one declaration each under seven parents (the owner's kind is a fixed condition), the main
 * one first.
 */
export function ownedRoutes(app: App, services: Services, units: Record<UnitKind, Parent>) {
  const parents: Record<UnitOwnerKind, Parent> = { organization: organizationParent, ...units };
  for (const kind of UNIT_OWNER_KINDS) {
    for (const owned of OWNED) {
      const { table } = owned;
      subResourceRoutes<BaseRow, Record<string, unknown>, Record<string, unknown>, unknown>(
        app,
        services,
        parents[kind],
        {
          name: owned.name,
          segment: owned.segment,
          table,
          parentColumn: table.unit_id,
          fixed: [{ column: table.unit_kind, value: kind }],
          main: { column: table.is_main, keep: m.mainKept(owned.what) },
          schemas: owned.schemas,
          list: {
            orderable: owned.orderable,
            defaultOrdering: '-is_main,created_at',
            searchable: [...owned.searchable],
            tieBreaker: table.id,
            filters: { is_main: table.is_main },
          },
          // Two writers naming a main one at once: the index keeps one, the other is told.
          unique: { [`${getTableName(table)}_unit_main_unique`]: ['is_main', m.mainTaken(owned.what)] },
        },
      );
    }
  }
}
