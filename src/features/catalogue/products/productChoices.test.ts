import { describe, expect, it } from 'vitest';
import { createAppAbility, roleRules } from '../../../../domain/access';
import { BRAND, ORG, userWith } from '../../../../domain/access/test-support';
import { brandsFor } from './productChoices';

const brands = [{ id: BRAND }, { id: BRAND + 1 }, { id: BRAND + 2 }];
const abilityOf = (role: string) => createAppAbility(roleRules(userWith(role)));

describe('the brands a product may be given', () => {
  it('a brand manager: their own brand only, for a new product and for an edit', () => {
    const ability = abilityOf('brand_manager');
    expect(brandsFor(brands, ability, 'create', { id_organization: ORG })).toEqual([{ id: BRAND }]);
    expect(brandsFor(brands, ability, 'update', { id_organization: ORG, id: 3 })).toEqual([{ id: BRAND }]);
  });

  it('an admin: every brand of their organisation; none of another organisation', () => {
    const ability = abilityOf('admin');
    expect(brandsFor(brands, ability, 'create', { id_organization: ORG })).toEqual(brands);
    expect(brandsFor(brands, ability, 'create', { id_organization: ORG + 100 })).toEqual([]);
  });

  it('nobody signed in, or a reader: none', () => {
    expect(brandsFor(brands, null, 'create', { id_organization: ORG })).toEqual([]);
    expect(brandsFor(brands, abilityOf('user'), 'create', { id_organization: ORG })).toEqual([]);
  });
});
