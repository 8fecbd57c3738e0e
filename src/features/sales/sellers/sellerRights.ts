import { subject as asInstance } from '@casl/ability';
import { selectUser } from '../../../../machines/session';
import { SELLER_OWN_PROFILE_FIELDS } from '../../../../domain/sales/seller';
import { useAppAbility, useSession } from '../../../lib/session/SessionProvider';

/**
 * What the reader may do with sellers, as the server judges it: whoever's Sale right reaches
 * every seller of the organisation adds, edits and removes them; a sales rep, whose right
 * reaches their own profile only, edits its contact details and bio.
 */
export function useSellerRights() {
  const ability = useAppAbility();
  const organization = useSession(selectUser)?.id_organization ?? null;
  // Judged on a seller of no account: only an organisation-wide right covers it.
  const managesAll = (action: string) =>
    organization !== null &&
    !!ability?.can(action, asInstance('Sale', { id_organization: organization, created_by: null }));
  const own: readonly string[] = SELLER_OWN_PROFILE_FIELDS;
  return {
    canAdd: managesAll('create'),
    canDelete: managesAll('delete'),
    /** Whether the reader may change `field` of a seller they may update. */
    mayChange: (field: string) => managesAll('update') || own.includes(field),
  };
}
