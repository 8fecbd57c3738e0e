import { describe, expect, it } from 'vitest';
import { choiceOptions } from './auditChoices';

const LABELS: Record<string, string> = {
  'product.create': 'Produit créé',
  'brand.logo': 'Logo de marque changé',
  'role.create': 'Rôle créé',
};
const label = (value: string) => LABELS[value] ?? value;

describe('choiceOptions', () => {
  it('offers each value by its label, in the order of the labels', () => {
    expect(choiceOptions(['product.create', 'role.create', 'brand.logo'], label, '', 'fr')).toEqual([
      { value: 'brand.logo', label: 'Logo de marque changé' },
      { value: 'product.create', label: 'Produit créé' },
      { value: 'role.create', label: 'Rôle créé' },
    ]);
  });

  it('keeps offering the value chosen when the log no longer holds it', () => {
    expect(choiceOptions(['role.create'], label, 'user.renamed', 'fr')).toEqual([
      { value: 'role.create', label: 'Rôle créé' },
      { value: 'user.renamed', label: 'user.renamed' },
    ]);
    expect(choiceOptions(['role.create'], label, 'role.create', 'fr')).toHaveLength(1);
  });
});
