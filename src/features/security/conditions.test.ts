import { describe, expect, it } from 'vitest';
import { conditionsFor, hasConditions, presetsOf } from './conditions';

describe('conditions mapping', () => {
  it('maps each preset to the placeholders the API expects', () => {
    expect(conditionsFor(['own_organization'])).toEqual({ id_organization: '${user.id_organization}' });
    expect(conditionsFor(['own_team'])).toEqual({ team: '${user.team}' });
    expect(conditionsFor(['own_brand'])).toEqual({ brand: '${user.brand}' });
    expect(conditionsFor(['own_records'])).toEqual({ created_by: '${user.id}' });
  });

  it('gives null for no presets and no other conditions', () => {
    expect(conditionsFor([])).toBeNull();
    expect(hasConditions(null)).toBe(false);
    expect(hasConditions({})).toBe(false);
    expect(hasConditions({ team: '${user.team}' })).toBe(true);
  });

  it('reads presets back and keeps other conditions', () => {
    const stored = { team: '${user.team}', created_by: '${user.id}', status: 'open' };
    const { presets, other } = presetsOf(stored);
    expect(presets).toEqual(['own_team', 'own_records']);
    expect(other).toEqual({ status: 'open' });
    expect(conditionsFor(presets, other)).toEqual(stored);
  });

  it('does not take a fixed value for a preset', () => {
    expect(presetsOf({ team: 3 })).toEqual({ presets: [], other: { team: 3 } });
    expect(presetsOf(null)).toEqual({ presets: [], other: {} });
  });

  it('round-trips every combination', () => {
    const all = ['own_organization', 'own_team', 'own_brand', 'own_records'] as const;
    for (let mask = 0; mask < 16; mask++) {
      const chosen = all.filter((_, i) => mask & (1 << i));
      expect(presetsOf(conditionsFor(chosen)).presets).toEqual(chosen);
    }
  });
});
