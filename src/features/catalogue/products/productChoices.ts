import { useMemo } from 'react';
import { subject } from '@casl/ability';
import type { AppAbility } from '../../../../domain/access';
import { selectUser } from '../../../../machines/session';
import { useAppAbility, useSession } from '../../../lib/session/SessionProvider';

/**
 * The brands a product may be given: among those the user reads (the choices' scope), the ones
 * the role rules let them `action` a product of, in their organisation (a brand manager: their
 * own brand). The server applies the same rules; offering the others would only end in a 403.
 */
export function brandsFor<B extends { id: number }>(
  brands: readonly B[],
  ability: AppAbility | null,
  action: 'create' | 'update',
  product: { id_organization: number } & Record<string, unknown>,
): B[] {
  if (!ability) return [];
  return brands.filter((brand) => ability.can(action, subject('Product', { ...product, brand: brand.id })));
}

/** `brandsFor` a new product of the signed-in user's organisation. */
export function useBrandsForNewProduct<B extends { id: number }>(brands: readonly B[]): B[] {
  const ability = useAppAbility();
  const organization = useSession(selectUser)?.id_organization;
  return useMemo(
    () =>
      organization === undefined
        ? []
        : brandsFor(brands, ability, 'create', { id_organization: organization }),
    [brands, ability, organization],
  );
}
