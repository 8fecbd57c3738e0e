import { subject as asSubject } from '@casl/ability';
import { count, eq, inArray } from 'drizzle-orm';
import { withinDatePreset } from '../../http/list';
import {
  ClientCreateSchema,
  ClientListQuerySchema,
  ClientSchema,
  ClientUpdateSchema,
  type Client,
  type ClientCreate,
  type ClientUpdate,
} from '../../../domain/sales/client';
import {
  ClientContactCreateSchema,
  ClientContactListQuerySchema,
  ClientContactSchema,
  ClientContactUpdateSchema,
} from '../../../domain/sales/clientPortal';
import { salesMessages as m } from '../../../domain/sales/messages';
import { workingOrganizationOf } from '../../access/principals';
import type { FieldErrors } from '../../http/errors';
import { detailError } from '../../http/errors';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import { subResourceRoutes } from '../../http/subResource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import type { DbOrTx } from '../../db/client';
import { checkReferences, orgColumns } from '../catalogue/rules';
import { clientDetailRoutes } from './clientDetails';
import { partyOrderRoutes } from './partyOrders';
import { clientContacts } from './partyTables';
import { supportTickets } from '../support/tables';
import { clients, environments, invoices, orders, sellers } from './tables';

type ClientRow = typeof clients.$inferSelect;

const iso = (d: Date) => d.toISOString();

/** The client columns the Customer rules' conditions name. */
export const clientColumns = { ...orgColumns(clients), created_by: clients.created_by };

async function present({ db }: ReadContext, rows: ClientRow[]): Promise<Client[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.seller_id === null ? [] : [r.seller_id])))];
  const names = ids.length
    ? await db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, ids))
    : [];
  const sellerName = new Map(names.map((s) => [s.id, s.name]));
  return rows.map(({ created_at, updated_at, ...row }) => ({
    ...row,
    seller_name: row.seller_id === null ? null : (sellerName.get(row.seller_id) ?? null),
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  }));
}

/** The assigned seller must be one of the client's organisation. */
const checkSeller = (tx: DbOrTx, organization: number, seller: number | null | undefined) =>
  checkReferences(tx, organization, [
    { field: 'seller_id', table: sellers, ids: seller === null || seller === undefined ? [] : [seller] },
  ]);

/**
 * A client's fields as the caller's rights reach them: a role that may update only some fields
 * of a client (support: its notes and status) is told, field by field, which others it sent.
 */
function clientFieldRules(
  { principal }: WriteContext,
  row: ClientRow | null,
  input: ClientCreate | ClientUpdate,
) {
  if (!row) return {};
  const judged = asSubject('Customer', { ...row });
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || value === row[field as keyof ClientRow]) continue;
    if (!principal.ability.can('update', judged, field)) errors[field] = [m.fieldNotYours];
  }
  return errors;
}

/** Orders, invoices, environments and support tickets keep their client: while any exists it stays. */
async function refuseWhileReferenced({ tx }: WriteContext, row: ClientRow) {
  let n = 0;
  for (const column of [
    orders.client_id,
    invoices.client_id,
    environments.client_id,
    supportTickets.client_id,
  ]) {
    const [found] = await tx.select({ n: count() }).from(column.table).where(eq(column, row.id));
    n += Number(found?.n ?? 0);
  }
  if (n > 0) throw detailError(409, m.clientInUse(n));
}

/**
 * Clients (subject Customer): `/clients/` with their portal contacts, notification choices,
 * orders, figures and history under each.
 */
export function clientRoutes(app: App, services: Services) {
  const declared = resourceRoutes<ClientRow, ClientCreate, ClientUpdate, Client>(app, services, {
    name: 'Client',
    subject: 'Customer',
    table: clients,
    accessColumns: clientColumns,
    schemas: {
      item: ClientSchema,
      create: ClientCreateSchema,
      update: ClientUpdateSchema,
      listQuery: ClientListQuerySchema,
    },
    list: {
      orderable: {
        name: clients.name,
        code: clients.code,
        status: clients.status,
        kind: clients.kind,
        created_at: clients.created_at,
      },
      defaultOrdering: 'name',
      searchable: [clients.name, clients.code, clients.email, clients.phone, clients.tax_id],
      tieBreaker: clients.id,
      filters: { status: clients.status, kind: clients.kind, seller: clients.seller_id },
      where: (query) => [withinDatePreset(clients.created_at, query.date_preset)],
    },
    present,
    toInsert: async ({ tx, principal }, input) => {
      const organization = workingOrganizationOf(principal);
      await checkSeller(tx, organization, input.seller_id);
      return { ...input, created_by: principal.user.id };
    },
    toUpdate: async ({ tx }, row, changes) => {
      if (changes.seller_id !== undefined) await checkSeller(tx, row.id_organization, changes.seller_id);
      return changes;
    },
    fieldRules: clientFieldRules,
    beforeDelete: refuseWhileReferenced,
    unique: { clients_org_code_unique: ['code', m.clientCodeTaken] },
  });

  const parent = {
    path: declared.path,
    subjectName: 'Customer' as const,
    findFor: declared.findFor,
  };
  subResourceRoutes(app, services, parent, {
    name: 'ClientContact',
    segment: 'contacts',
    parentField: 'contacts',
    table: clientContacts,
    parentColumn: clientContacts.client_id,
    schemas: {
      item: ClientContactSchema,
      create: ClientContactCreateSchema,
      update: ClientContactUpdateSchema,
      listQuery: ClientContactListQuerySchema,
    },
    list: {
      orderable: {
        name: clientContacts.name,
        email: clientContacts.email,
        access_level: clientContacts.access_level,
        created_at: clientContacts.created_at,
      },
      defaultOrdering: 'name',
      searchable: [clientContacts.name, clientContacts.email],
      tieBreaker: clientContacts.id,
      filters: { enabled: clientContacts.enabled },
    },
    unique: { client_contacts_client_email_unique: ['email', m.portalEmailTaken] },
  });

  const find = (principal: Parameters<typeof declared.findFor>[1], id: number) =>
    declared.findFor(services.database.db, principal, id, 'read');
  partyOrderRoutes(app, services, {
    path: declared.path,
    tag: 'clients',
    subject: 'Customer',
    column: orders.client_id,
    find,
  });
  clientDetailRoutes(app, services, { path: declared.path, find, findFor: declared.findFor });
}
