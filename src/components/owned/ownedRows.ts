import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UnitAddressCreateSchema,
  UnitAddressUpdateSchema,
  UnitContactCreateSchema,
  UnitContactUpdateSchema,
  type UnitAddress,
  type UnitContact,
} from '../../../domain/units/addresses';
import { useApiClient } from '../../lib/ApiProvider';
import { call } from '../../lib/computedPaths';

// The addresses and contacts of an owner (an organisation unit, or the organisation itself on its
// profile): rows served under it (`/api/companies/{parent}/addresses/`,
// `/api/organizations/{parent}/contacts/`), read with the owner's read and changed with its
// update. One of each may be the main one; making another main moves the flag (the server does it
// in one transaction).

export type OwnedKind = 'addresses' | 'contacts';
export type OwnedRow = UnitAddress | UnitContact;

/** What differs between addresses and contacts: their schemas, fields and texts. */
export const OWNED = {
  addresses: {
    texts: 'owned.addresses',
    name: 'address',
    create: UnitAddressCreateSchema,
    update: UnitAddressUpdateSchema,
    fields: ['address', 'city', 'postal_code', 'state', 'country', 'is_main'],
    empty: { address: '', city: '', postal_code: '', state: '', country: '', is_main: false },
    label: (row: OwnedRow) => (row as UnitAddress).address,
  },
  contacts: {
    texts: 'owned.contacts',
    name: 'contact',
    create: UnitContactCreateSchema,
    update: UnitContactUpdateSchema,
    fields: ['contact_name', 'email', 'phone', 'mobile', 'notes', 'is_main'],
    empty: { contact_name: '', email: '', phone: '', mobile: '', notes: '', is_main: false },
    label: (row: OwnedRow) => (row as UnitContact).contact_name,
  },
} as const;

/**
 * The API path of an owner's addresses or contacts (`ownerPath`: the owners' collection, as
 * `/api/companies/`; `{parent}`: the owner's id), and of one of them.
 */
export function ownedPaths(ownerPath: string, owned: OwnedKind) {
  const list = `${ownerPath}{parent}/${owned}/`;
  return { list, item: `${list}{id}/` };
}

type Body = Record<string, unknown>;

/**
 * Create, update and delete of one owner's addresses or contacts, each followed by the
 * invalidation of every list of them (and their counts) under owners of that path, so the tab,
 * the overview's main one and the bio panel's counts ask again.
 */
export function useOwnedMutations(ownerPath: string, owned: OwnedKind, parent: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const paths = ownedPaths(ownerPath, owned);
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
