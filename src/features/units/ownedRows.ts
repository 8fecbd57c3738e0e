import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UnitAddressCreateSchema,
  UnitAddressUpdateSchema,
  UnitContactCreateSchema,
  UnitContactUpdateSchema,
  type UnitAddress,
  type UnitContact,
} from '../../../domain/units/addresses';
import type { UnitKind } from '../../../domain/units/kinds';
import { useApiClient } from '../../lib/ApiProvider';
import { call } from './unitApi';
import { UNIT_RESOURCES } from './unitResource';

// A unit's addresses and contacts (business spec §3): rows of the unit, served under it
// (`/api/companies/{parent}/addresses/`), read with the unit's read and changed with its update.
// One of each may be the main one; making another main moves the flag (the server does it in one
// transaction).

export type OwnedKind = 'addresses' | 'contacts';
export type OwnedRow = UnitAddress | UnitContact;

/** What differs between addresses and contacts: their schemas, fields and texts. */
export const OWNED = {
  addresses: {
    texts: 'units.addresses',
    name: 'address',
    create: UnitAddressCreateSchema,
    update: UnitAddressUpdateSchema,
    fields: ['address', 'city', 'postal_code', 'state', 'country', 'is_main'],
    empty: { address: '', city: '', postal_code: '', state: '', country: '', is_main: false },
    label: (row: OwnedRow) => (row as UnitAddress).address,
  },
  contacts: {
    texts: 'units.contacts',
    name: 'contact',
    create: UnitContactCreateSchema,
    update: UnitContactUpdateSchema,
    fields: ['contact_name', 'email', 'phone', 'mobile', 'notes', 'is_main'],
    empty: { contact_name: '', email: '', phone: '', mobile: '', notes: '', is_main: false },
    label: (row: OwnedRow) => (row as UnitContact).contact_name,
  },
} as const;

/** The API path of a unit's addresses or contacts (`{parent}`: the unit's id), and of one of them. */
export function ownedPaths(kind: UnitKind, owned: OwnedKind) {
  const list = `${UNIT_RESOURCES[kind].path}{parent}/${owned}/`;
  return { list, item: `${list}{id}/` };
}

type Body = Record<string, unknown>;

/**
 * Create, update and delete of one unit's addresses or contacts, each followed by the
 * invalidation of every unit's lists of them (and their counts) of that kind, so the tab, the
 * overview's main one and the bio panel's counts ask again.
 */
export function useOwnedMutations(kind: UnitKind, owned: OwnedKind, parent: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const paths = ownedPaths(kind, owned);
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', paths.list] }),
      queryClient.invalidateQueries({ queryKey: ['get', paths.item] }),
    ]).then(() => undefined);
  return {
    create: useMutation({
      mutationFn: (body: Body) =>
        call<OwnedRow>(client, 'POST', paths.list, { params: { path: { parent } }, body }),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: Body }) =>
        call<OwnedRow>(client, 'PATCH', paths.item, { params: { path: { parent, id } }, body }),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        call<undefined>(client, 'DELETE', paths.item, { params: { path: { parent, id } } }),
      onSuccess: invalidate,
    }),
  };
}
